/**
 * The refunds of an order (docs/decisions/097): "Refunded ₹X of ₹Y", then each refund with its amount, when,
 * why and the provider's refund id (to find it in Stripe's or Razorpay's dashboard).
 */
import { formatINR } from '#domain/money';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { formatDateTime } from '../lib/format';

export function RefundList({ order }: { order: AdminOrderDto }) {
  if (order.refundedAmount <= 0 && order.refunds.length === 0) return null;
  return (
    <div className="mt-1" data-testid="order-refunds">
      <p className="font-medium">
        Refunded {formatINR(order.refundedAmount)} of {formatINR(order.totalAmount)}
      </p>
      {order.refunds.length > 0 && (
        <ul className="mt-0.5 text-muted">
          {order.refunds.map((r) => (
            <li key={r._id}>
              {[
                formatINR(r.amount),
                formatDateTime(r.createdAt),
                r.reason,
                r.providerRefundId && `ref. ${r.providerRefundId}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
