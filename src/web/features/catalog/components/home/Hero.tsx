import { Link } from 'react-router';
import { BRAND } from '#domain/brand';
import { SHOP_PROMISES } from '#domain/shop-promises';

/** The top of the home page (docs/shop/storefront.md §2): NEW COLLECTION, the headline and its two buttons. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gold-tint/50">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-[1.1fr_0.9fr] md:py-16 lg:py-20">
        <div>
          <span className="eyebrow inline-block rounded-full border border-gold/50 bg-surface/60 px-3 py-1">
            NEW COLLECTION
          </span>
          <h1 id="hero-title" className="mt-6 max-w-xl text-5xl leading-[1.05] sm:text-6xl lg:text-7xl">
            Timeless Elegance Redefined
          </h1>
          <p className="mt-6 max-w-lg text-lg text-muted">
            Certified diamonds and hallmarked gold, shaped by hand in our Mumbai atelier and made to order for
            you.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/shop" className="btn-primary">
              Discover Collection
            </Link>
            <Link to="/contact-us" className="btn-secondary">
              Book Appointment
            </Link>
          </div>
          <p className="mt-8 text-sm text-muted">
            {SHOP_PROMISES.shipping.short} · BIS hallmarked · Made to order by {BRAND.name}'s karigars
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-md md:max-w-none">
          <div
            aria-hidden="true"
            className="absolute inset-0 translate-x-3 translate-y-3 border border-gold/40"
          />
          <img
            src="/uploads/demo/hero-main-1280.webp"
            srcSet="/uploads/demo/hero-main-640.webp 640w, /uploads/demo/hero-main-800.webp 800w, /uploads/demo/hero-main-1280.webp 1280w, /uploads/demo/hero-main-1920.webp 1600w"
            // Its true width: the page's padding off a phone's screen, at most max-w-md (448 px) below 768 px.
            sizes="(min-width: 768px) 45vw, (min-width: 480px) 448px, calc(100vw - 32px)"
            width={1600}
            height={2000}
            alt="A yellow gold halo engagement ring with a round diamond"
            fetchPriority="high"
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
            className="relative aspect-[4/5] w-full bg-gradient-to-br from-ivory to-gold-tint object-cover"
          />
        </div>
      </div>
    </section>
  );
}
