/**
 * Stripe Checkout's line items for a snapshot, with a discount code's share taken off each line it applies to
 * (docs/decisions/099). Stripe takes no negative line, so the code is not a line of its own: each line is reduced
 * by its share (create-checkout spreads the code over the lines exactly to the paisa), and the items add up to
 * exactly the session's amount. A line of several pieces whose reduced total does not divide evenly is sent as
 * one item of quantity 1 at that total (its description names the pieces), never rounded.
 */
import type { SnapshotLine } from '#server/db/schema';
import type { InitiateCheckoutInput } from './provider';

export interface StripeLineItem {
  line: SnapshotLine;
  quantity: number;
  unitAmountPaise: number;
  /** What the description adds: the discount, and the pieces when they are sent as one item. */
  note: string | null;
}

export function stripeLineItems(
  lines: readonly SnapshotLine[],
  discount: InitiateCheckoutInput['discount'],
): StripeLineItem[] {
  return lines.map((line, i) => {
    const off = discount?.lineDiscountsPaise[i] ?? 0;
    if (!discount || off <= 0)
      return { line, quantity: line.quantity, unitAmountPaise: line.unitPricePaise, note: null };
    const total = line.unitPricePaise * line.quantity - off;
    const note = `Code ${discount.code} applied`;
    if (total % line.quantity === 0)
      return { line, quantity: line.quantity, unitAmountPaise: total / line.quantity, note };
    return { line, quantity: 1, unitAmountPaise: total, note: `${line.quantity} pieces · ${note}` };
  });
}
