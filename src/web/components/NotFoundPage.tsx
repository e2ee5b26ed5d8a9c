import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">We could not find that page</h1>
      <p className="mt-4 max-w-md text-muted">
        The link may be old or mistyped. Our collections are still right where you left them.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
        <Link to="/shop" className="btn-secondary">
          Shop all jewellery
        </Link>
      </div>
    </section>
  );
}
