/** The shop's three promises under the add button (wording from domain/shop-promises.ts, decision 107). */
import { ShieldCheck, Truck, RotateCcw } from 'lucide-react';
import { SHOP_PROMISES } from '#domain/shop-promises';

export function ProductPromises() {
  return (
    <ul className="mt-8 grid gap-3 text-sm text-charcoal/85 sm:grid-cols-3">
      <li className="flex items-center gap-2">
        <Truck aria-hidden="true" className="h-4 w-4 text-gold-text" /> {SHOP_PROMISES.shipping.badge}
      </li>
      <li className="flex items-center gap-2">
        <RotateCcw aria-hidden="true" className="h-4 w-4 text-gold-text" /> {SHOP_PROMISES.returns.short}
      </li>
      <li className="flex items-center gap-2">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-gold-text" /> Certified &amp; hallmarked
      </li>
    </ul>
  );
}
