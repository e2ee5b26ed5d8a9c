/** An order's after-sale fields as the shopper's and the admin's order replies both show them (docs/decisions/097). */
import { paiseToRupees } from '#domain/money';
import type { orders } from '#server/db/schema';

/** The order's shipping, delivery, cancellation and refund fields. */
export function afterSaleOf(row: typeof orders.$inferSelect) {
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundedAmount: paiseToRupees(row.refundedPaise),
  };
}
