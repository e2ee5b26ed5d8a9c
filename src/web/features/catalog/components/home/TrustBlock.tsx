import { Link } from 'react-router';
import { BUSINESS } from '#domain/business-constants';

/** The trust block (docs/shop/storefront.md §2): exchange, fair pricing, transparency, made to order. */
const PROMISES = [
  {
    title: 'Lifetime Exchange',
    text: `Return within ${BUSINESS.returnWindowDays} days of delivery, and exchange your gold at today's gold value for as long as you own the piece.`,
    link: { to: '/return-policy', label: 'Return & exchange policy' },
  },
  {
    title: 'Transparent, Fair Pricing',
    text: 'Metal, stones and making charges at honest rates, with none of the traditional showroom markups.',
  },
  {
    title: 'Complete Transparency',
    text: 'Every piece comes with its BIS hallmark, the weight of its metal and a full craftsmanship disclosure.',
  },
  {
    title: 'Artisanal, Made to Order',
    text: `Crafted by hand for you in ${BUSINESS.productionBusinessDays} business days — never mass-produced, never sitting in a vault.`,
    link: { to: '/about#craftsmanship', label: 'How we make it' },
  },
];

export function TrustBlock() {
  return (
    <section aria-labelledby="trust-title" className="bg-charcoal text-ivory">
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.22em] text-gold-tint">Our promise</p>
          <h2 id="trust-title" className="mt-3 text-4xl sm:text-5xl">
            Jewellery you can trust for a lifetime
          </h2>
          <p className="mt-5 max-w-md text-ivory/80">
            We would rather earn your family's next purchase than win this one. So everything is out in the
            open.
          </p>
        </div>
        <ul className="grid gap-x-10 gap-y-9 sm:grid-cols-2">
          {PROMISES.map((p) => (
            <li key={p.title} className="border-t border-gold/50 pt-5">
              <h3 className="text-2xl">{p.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ivory/80">{p.text}</p>
              {p.link && (
                <Link to={p.link.to} className="link mt-3 inline-block text-sm text-gold-tint">
                  {p.link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
