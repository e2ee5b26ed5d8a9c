/**
 * The discount code of a checkout being opened (create-checkout.ts): checked again on the snapshot being
 * stored — never the client's word, nor the earlier validate call's — under a lock of the discount's row, so two
 * checkouts racing for its last use are counted one after the other (the first holds it while it is paid).
 * The snapshot's lines learn their share of it (`codeDiscountPaise`): the provider's line items and the tax
 * invoice's taxable values use the same split.
 */
import type { Tx } from '#server/db/client';
import type { InvoiceSnapshotLine } from './invoice-snapshot';
import { applyDiscount } from '#server/lib/discounts/apply-discount';
import type { Customer } from '#server/lib/discounts/discount-store';

export interface CheckoutDiscount {
  /** As the shop stored it. */
  code: string;
  paise: number;
  lineDiscountsPaise: number[];
  lines: InvoiceSnapshotLine[];
}

export async function discountForCheckout(
  tx: Tx,
  code: string,
  snapshot: InvoiceSnapshotLine[],
  customer: Customer,
): Promise<CheckoutDiscount> {
  const applied = await applyDiscount(tx, {
    code,
    lines: snapshot,
    customer,
    field: 'discountCode',
    lock: true,
  });
  return {
    code: applied.row.code,
    paise: applied.amountPaise,
    lineDiscountsPaise: applied.lineDiscountsPaise,
    lines: snapshot.map((line, i) => {
      const share = applied.lineDiscountsPaise[i] ?? 0;
      return share > 0 ? { ...line, codeDiscountPaise: share } : line;
    }),
  };
}
