import { Gem, Headphones, RotateCcw, Truck } from 'lucide-react';
import { SHOP_PROMISES } from '#domain/shop-promises';

/**
 * The benefits strip (docs/shop/storefront.md §2) in the shop's one wording of its promises
 * (domain/shop-promises.ts): shipping free on every order, the return window, and the hours a person answers.
 */
export const BENEFITS = [
  { icon: Truck, title: SHOP_PROMISES.shipping.title, text: SHOP_PROMISES.shipping.detail },
  { icon: Gem, title: 'Expert Certified Quality', text: 'GIA-certified diamond experts check every stone' },
  { icon: Headphones, title: SHOP_PROMISES.support.title, text: SHOP_PROMISES.support.hours },
  { icon: RotateCcw, title: SHOP_PROMISES.returns.title, text: SHOP_PROMISES.returns.window },
] as const;

export function BenefitsStrip() {
  return (
    <section aria-label="Why shop with us" className="border-y border-line bg-surface">
      <ul className="container-page grid grid-cols-1 gap-8 py-10 xs:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-gold-tint text-gold-text">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span>
              <span className="block text-sm font-medium uppercase tracking-[0.12em]">{title}</span>
              <span className="mt-1 block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
