/**
 * Subtotal and Total (docs/shop/storefront.md §9 shows no tax or shipping fee line), and the discount code's line
 * once one is applied at step 3 (docs/decisions/099): in the bag beside the steps and in step 3 above Pay (whose
 * figures the tests read by their test ids). Each place passes its look, so step 3's classes stay in its chunk.
 */
import { formatINR } from '#domain/money';
import type { AppliedCode } from './DiscountCodeField';

/** A place's classes: the list, the Total row, and whether the figures carry their test ids. */
export interface TotalsLook {
  list: string;
  total: string;
  testIds: boolean;
}

export function Totals({
  subtotal,
  discount,
  total,
  look,
}: {
  subtotal: number;
  discount: AppliedCode | null;
  total: number;
  look: TotalsLook;
}) {
  const testId = (id: string) => (look.testIds ? id : undefined);
  return (
    <dl className={look.list}>
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatINR(subtotal)}</dd>
      </div>
      {discount && (
        <div className="flex justify-between text-gold-text">
          <dt>Discount ({discount.code})</dt>
          <dd className="tabular-nums" data-testid={testId('checkout-discount')}>
            −{formatINR(discount.amount)}
          </dd>
        </div>
      )}
      <div className={look.total}>
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid={testId('checkout-total')}>
          {formatINR(total)}
        </dd>
      </div>
    </dl>
  );
}
