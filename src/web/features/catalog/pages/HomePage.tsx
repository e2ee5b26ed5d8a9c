import { Link } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';

/** Home (storefront.md §2 "Home"). The sections below the hero land with the browsing work. */
export default function HomePage() {
  usePageTitle('Fine jewellery, made to order in India');
  return (
    <section className="bg-gold-tint/60">
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center py-20">
        <span className="eyebrow rounded-full border border-gold/40 px-3 py-1">NEW COLLECTION</span>
        <h1 className="mt-6 max-w-2xl text-5xl sm:text-6xl">Timeless Elegance Redefined</h1>
        <p className="mt-5 max-w-xl text-muted">
          Certified diamonds and hallmarked gold, shaped by hand in our Mumbai atelier and made to order for
          you.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/shop" className="btn-primary">
            Discover Collection
          </Link>
          <Link to="/contact-us" className="btn-secondary">
            Book Appointment
          </Link>
        </div>
      </div>
    </section>
  );
}
