import { Gem, Headphones, RotateCcw, Truck } from 'lucide-react';
import { BUSINESS } from '../../../../../domain/business-constants';
import { formatINRWhole } from '../../../../../domain/money';

/**
 * The benefits strip (storefront.md §2) with the shop's own figures: the free-shipping threshold in rupees and
 * the one return window of conventions.md.
 */
export const BENEFITS = [
  {
    icon: Truck,
    title: 'Free Shipping',
    text: `On orders over ${formatINRWhole(BUSINESS.freeShippingThresholdRupees)}, insured across India`,
  },
  { icon: Gem, title: 'Expert Certified Quality', text: 'GIA-certified diamond experts check every stone' },
  { icon: Headphones, title: '24/7 Support', text: 'From dedicated jewellery specialists' },
  {
    icon: RotateCcw,
    title: 'Easy Returns',
    text: `Within ${BUSINESS.returnWindowDays} days of delivery`,
  },
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
