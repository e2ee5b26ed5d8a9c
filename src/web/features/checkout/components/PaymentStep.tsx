/**
 * Checkout step 3 (docs/shop/storefront.md §2 "Checkout"): the lines, a discount code, the total with two
 * decimals and Pay. A chunk of its own, like the address form: a guest's first load shows step 1 only.
 */
import { CreditCard, Lock } from 'lucide-react';
import { formatINR } from '#domain/money';
import { MADE_TO_ORDER_DISPATCH } from '#domain/dispatch';
import type { CartLine } from '#web/features/cart/cart-line';
import { DiscountCodeField, type AppliedCode } from './DiscountCodeField';
import { OrderLines } from './OrderLines';
import { Totals, type TotalsLook } from './Totals';

const TOTALS: TotalsLook = {
  list: 'space-y-2 border-t border-line pt-4 text-sm',
  total: 'flex justify-between text-lg font-medium',
  testIds: true,
};

export function PaymentStep({
  items,
  subtotal,
  total,
  discount,
  onDiscount,
  discountError,
  onDiscountError,
  guestEmail,
  busy,
  onPay,
}: {
  items: CartLine[];
  subtotal: number;
  total: number;
  discount: AppliedCode | null;
  onDiscount: (code: AppliedCode | null) => void;
  discountError: string | null;
  onDiscountError: (message: string | null) => void;
  guestEmail: string | null;
  /** Paying or on the way to the payment page. */
  busy: boolean;
  onPay: () => void;
}) {
  return (
    <div className="space-y-6">
      <OrderLines items={items} />
      <DiscountCodeField
        applied={discount}
        onApplied={onDiscount}
        error={discountError}
        onError={onDiscountError}
        disabled={busy}
        guest={guestEmail ? { email: guestEmail, lines: items } : undefined}
      />
      <Totals look={TOTALS} subtotal={subtotal} discount={discount} total={total} />
      {/* The address shows once: in step 2's summary just above, with Change Address (decision 109). */}
      <div className="border-t border-line pt-4 text-sm">
        <h3 className="font-sans text-xs font-medium uppercase tracking-[0.14em] text-muted">Payment</h3>
        <p className="mt-1 flex items-center gap-2">
          <CreditCard aria-hidden="true" className="h-4 w-4 text-gold" /> Card
        </p>
        <p className="mt-1 text-muted">You enter your card on the secure payment page.</p>
      </div>
      <p className="border-t border-line pt-4 text-sm text-charcoal" data-testid="checkout-dispatch">
        {MADE_TO_ORDER_DISPATCH}
      </p>
      <button type="button" className="btn-primary w-full" disabled={busy} onClick={onPay}>
        <Lock aria-hidden="true" className="h-4 w-4" />
        {busy ? 'Redirecting to payment…' : `Pay ${formatINR(total)}`}
      </button>
      <p aria-live="polite" className="sr-only">
        {busy ? 'Redirecting to the payment page' : ''}
      </p>
    </div>
  );
}
