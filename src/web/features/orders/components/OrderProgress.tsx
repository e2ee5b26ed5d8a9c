/**
 * Where the order is after the sale (docs/decisions/097), for the shopper's order card and Track Order: the
 * carrier and a link to follow the parcel once shipped, the day it was delivered, or the day it was cancelled
 * with the refund. Nothing before it ships.
 */
import { ExternalLink } from 'lucide-react';
import { formatINR } from '#domain/money';
import type { OrderDto } from '#domain/schemas/orders';
import { formatOrderDate } from '../order-text';

type Progress = Pick<
  OrderDto,
  | 'status'
  | 'carrier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'shippedAt'
  | 'deliveredAt'
  | 'cancelledAt'
  | 'refundedAmount'
>;

const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function OrderProgress({ order }: { order: Progress }) {
  if (order.status === 'Cancelled') {
    return (
      <p className="text-sm" data-testid="order-progress">
        Cancelled
        {order.cancelledAt && (
          <>
            {' '}
            on <time dateTime={order.cancelledAt}>{formatOrderDate(order.cancelledAt)}</time>
          </>
        )}
        {order.refundedAmount > 0
          ? ` · ${formatINR(order.refundedAmount)} refunded to your original payment method.`
          : '.'}
      </p>
    );
  }
  const shipped = order.status === 'Shipped' || order.status === 'Delivered';
  if (!shipped || (!order.carrier && !order.deliveredAt && !order.shippedAt)) return null;
  const link = safeLink(order.trackingUrl);
  return (
    <div
      className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4"
      data-testid="order-progress"
    >
      {order.status === 'Delivered' && order.deliveredAt && (
        <p className="font-medium text-success">
          Delivered on <time dateTime={order.deliveredAt}>{formatOrderDate(order.deliveredAt)}</time>
        </p>
      )}
      <p>
        Shipped
        {order.carrier && ` with ${order.carrier}`}
        {order.shippedAt && (
          <>
            {' '}
            on <time dateTime={order.shippedAt}>{formatOrderDate(order.shippedAt)}</time>
          </>
        )}
        {order.trackingNumber && (
          <span className="text-muted">
            {' '}
            · Tracking number <span className="tracking-wide text-charcoal">{order.trackingNumber}</span>
          </span>
        )}
      </p>
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="link inline-flex items-center gap-1 font-medium text-charcoal underline"
          data-testid="tracking-link"
        >
          Track your parcel
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">(opens {order.carrier ?? 'the carrier'}’s page in a new tab)</span>
        </a>
      )}
    </div>
  );
}
