/**
 * The bag beside the steps: on large screens a sticky column; on phones a disclosure at the top showing the
 * total (step 3 lists everything again right above Pay).
 */
import { ChevronDown } from 'lucide-react';
import { formatINR } from '#domain/money';
import type { CartLine } from '#web/features/cart/cart-line';
import { cartCount } from '#web/features/cart/cart-lines';
import { totalAfterDiscount } from '../checkout-total';
import type { AppliedCode } from './DiscountCodeField';
import { OrderLines } from './OrderLines';
import { Totals, type TotalsLook } from './Totals';

const TOTALS: TotalsLook = {
  list: 'mt-3 space-y-1.5 border-t border-line pt-3 text-sm',
  total: 'flex justify-between pt-1 text-base font-medium',
  testIds: false,
};

/** Pieces, not lines: two of one ring are two pieces (the bag's count says the same). */
const piecesText = (pieces: number) => `${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`;

export function CheckoutSummary({
  items,
  subtotal,
  discount = null,
}: {
  items: readonly CartLine[];
  subtotal: number;
  discount?: AppliedCode | null;
}) {
  const pieces = piecesText(cartCount(items));
  const total = totalAfterDiscount(subtotal, discount);
  return (
    <>
      <details className="group border border-line bg-surface lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 text-sm [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2 font-medium">
            Order summary ({pieces})
            <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
          </span>
          <span className="tabular-nums">{formatINR(total)}</span>
        </summary>
        <div className="border-t border-line px-5 pb-4">
          <OrderLines items={items} />
          <Totals look={TOTALS} subtotal={subtotal} discount={discount} total={total} />
        </div>
      </details>
      <aside
        aria-labelledby="checkout-bag"
        className="hidden border border-line bg-surface p-6 lg:sticky lg:top-28 lg:block lg:self-start"
      >
        <h2 id="checkout-bag" className="text-2xl">
          In your bag
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="checkout-piece-count">
          {pieces}
        </p>
        <div className="mt-2">
          <OrderLines items={items} />
        </div>
        <Totals look={TOTALS} subtotal={subtotal} discount={discount} total={total} />
      </aside>
    </>
  );
}
