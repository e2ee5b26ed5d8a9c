/**
 * What the checkout snapshot keeps beyond `SnapshotLine` for the tax invoice: the piece's price before the
 * variant's discount, so the invoice can show the discount given (docs/decisions/093). It rides in the session's
 * `lines` JSON; order lines have no column for it, so the invoice reads it back from the order's payment session.
 */
import type { SnapshotLine } from '#server/db/schema';

export interface InvoiceSnapshotLine extends SnapshotLine {
  /** Paise per piece before the variant's discount (absent in sessions made before invoices). */
  listPricePaise?: number;
  /** This line's share of the checkout's discount code, in paise (docs/decisions/099); absent when none. */
  codeDiscountPaise?: number;
}
