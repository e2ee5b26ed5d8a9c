import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <NotFoundSection
      title="We could not find that page"
      text="The link may be old or mistyped. Our collections are still right where you left them."
    />
  );
}

/** A 404's body: what was not found, a word on why, and the ways back (home, the whole shop). */
export function NotFoundSection({
  title,
  text,
  titleClassName = 'text-4xl sm:text-5xl',
  homeLabel = 'Back to Home',
}: {
  title: string;
  text: string;
  titleClassName?: string;
  homeLabel?: string;
}) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">404</p>
      <h1 className={`mt-3 ${titleClassName}`}>{title}</h1>
      <p className="mt-4 max-w-md text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {homeLabel}
        </Link>
        <Link to="/shop" className="btn-secondary">
          Shop all jewellery
        </Link>
      </div>
    </section>
  );
}
