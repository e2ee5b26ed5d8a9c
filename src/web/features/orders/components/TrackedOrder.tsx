/** /track-order's answer: the order's number, date and status, its progress, its pieces and its total. */
import { formatINR } from '#domain/money';
import { formatOrderNumber } from '#domain/order-constants';
import type { TrackReply } from '#domain/schemas/orders';
import { formatOrderDate } from '../order-text';
import { OrderCardBody } from './OrderCardBody';
import { OrderStatusBadge } from './OrderStatusBadge';

export function TrackedOrder({ order }: { order: TrackReply['order'] }) {
  return (
    <article className="mt-8 border border-line bg-surface" data-testid="tracked-order">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 className="text-2xl">Order {formatOrderNumber(order.orderNumber)}</h2>
          <p className="text-sm text-muted">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <OrderCardBody order={order} lines={order.items} />
      <p className="flex justify-between border-t border-line px-5 py-4 font-medium sm:px-6">
        <span>Total</span>
        <span className="tabular-nums">{formatINR(order.totalAmount)}</span>
      </p>
    </article>
  );
}
