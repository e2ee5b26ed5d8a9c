/**
 * The bag beside the steps: on large screens a sticky column; on phones a disclosure at the top showing the
 * total (step 3 lists everything again right above Pay).
 */
import { ChevronDown } from 'lucide-react';
import { formatINR } from '#domain/money';
import type { CartLine } from '#web/features/cart/cart-line';
import type { AppliedCode } from './DiscountCodeField';
import { cartCount } from '#web/features/cart/cart-lines';
import { OrderLines } from './OrderLines';

/**
 * Subtotal and Total (docs/shop/storefront.md §9 shows no tax or shipping fee line), and the discount code's line
 * once one is applied at step 3 (docs/decisions/099).
 */
function Totals({ subtotal, discount }: { subtotal: number; discount: AppliedCode | null }) {
  const total = Math.max(0, Math.round((subtotal - (discount?.amount ?? 0)) * 100) / 100);
  return (
    <dl className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatINR(subtotal)}</dd>
      </div>
      {discount && (
        <div className="flex justify-between text-gold-text">
          <dt>Discount ({discount.code})</dt>
          <dd className="tabular-nums">−{formatINR(discount.amount)}</dd>
        </div>
      )}
      <div className="flex justify-between pt-1 text-base font-medium">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatINR(total)}</dd>
      </div>
    </dl>
  );
}

export function CheckoutSummary({
  items,
  subtotal,
  discount = null,
}: {
  items: readonly CartLine[];
  subtotal: number;
  discount?: AppliedCode | null;
}) {
  // Pieces, not lines: two of one ring are two pieces (the bag's count says the same).
  const pieces = cartCount(items);
  return (
    <>
      <details className="group border border-line bg-surface lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 text-sm [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2 font-medium">
            Order summary ({pieces} {pieces === 1 ? 'piece' : 'pieces'})
            <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
          </span>
          <span className="tabular-nums">
            {formatINR(Math.max(0, Math.round((subtotal - (discount?.amount ?? 0)) * 100) / 100))}
          </span>
        </summary>
        <div className="border-t border-line px-5 pb-4">
          <OrderLines items={items} />
          <Totals subtotal={subtotal} discount={discount} />
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
          {pieces} {pieces === 1 ? 'piece' : 'pieces'}
        </p>
        <div className="mt-2">
          <OrderLines items={items} />
        </div>
        <Totals subtotal={subtotal} discount={discount} />
      </aside>
    </>
  );
}
