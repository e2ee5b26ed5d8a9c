import { Link } from 'react-router';
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import { SHOP_PROMISES } from '#domain/shop-promises';
import { GoldRate } from '#web/features/catalog/components/footer/GoldRate';

const SOCIAL_LABELS = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
} as const;

const SHOP_LINKS = [
  { to: '/collections/rings', label: 'Rings' },
  { to: '/collections/earrings', label: 'Earrings' },
  { to: '/collections/necklaces', label: 'Necklaces' },
  { to: '/collections/bracelets', label: 'Bracelets' },
  { to: '/shop', label: 'Shop All' },
];
const SUPPORT_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/track-order', label: 'Track Your Order' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/return-policy', label: 'Return & Exchange' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
];

const HEADING = 'font-sans text-xs font-medium uppercase tracking-[0.22em] text-ivory/70';

/** A column of links under its heading, a navigation landmark named by it. */
function FooterNav({ label, links }: { label: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={label}>
      <h2 className={HEADING}>{label}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="link">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-charcoal text-ivory">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl uppercase tracking-[0.18em]">{BRAND.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-ivory/80">
            Fine jewellery in gold, platinum and certified diamonds, designed in Mumbai and made to order by
            master karigars. Every piece is hallmarked. {SHOP_PROMISES.shipping.sentence}
          </p>
          <ul className="mt-5 flex gap-4 text-sm">
            {(Object.entries(SHOP_CONTACT.social) as Array<[keyof typeof SOCIAL_LABELS, string]>).map(
              ([name, href]) => (
                <li key={name}>
                  <a href={href} rel="noopener noreferrer" target="_blank" className="link text-ivory/85">
                    {SOCIAL_LABELS[name]}
                  </a>
                </li>
              ),
            )}
          </ul>
        </div>
        <FooterNav label="Shop" links={SHOP_LINKS} />
        <FooterNav label="Support" links={SUPPORT_LINKS} />
        <div>
          <h2 className={HEADING}>Get in Touch</h2>
          <address className="mt-4 space-y-2 text-sm not-italic text-ivory/85">
            {SHOP_CONTACT.addressLines.slice(1).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>
              <a className="link" href={`mailto:${SHOP_CONTACT.supportEmail}`}>
                {SHOP_CONTACT.supportEmail}
              </a>
            </p>
            <p>
              <a className="link" href={SHOP_CONTACT.supportPhoneHref}>
                {SHOP_CONTACT.supportPhone}
              </a>
            </p>
            <p>{SHOP_PROMISES.support.hours}</p>
          </address>
        </div>
      </div>
      {/* Below 1024 px the last line stays clear of the floating viewing button (BookVirtualViewButton.tsx). */}
      <div className="border-t border-white/10 pb-[calc(3.5rem+env(safe-area-inset-bottom))] lg:pb-0">
        <div className="container-page flex flex-col gap-2 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <p className="text-xs text-ivory/70">
            © {new Date().getFullYear()} {SHOP_CONTACT.addressLines[0]} All rights reserved.
          </p>
          <GoldRate />
        </div>
      </div>
    </footer>
  );
}
