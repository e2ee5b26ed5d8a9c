/**
 * The profile's Orders tab (docs/shop/storefront.md §2 "Profile", §4, §8): the shopper's orders, newest first —
 * each with its number, date (en-GB long), status in its colour, lines (with their HUIDs once recorded) and
 * total, where it is going, and its GST tax invoice to download (docs/decisions/093). The server sends them a
 * page at a time (docs/decisions/084): "Load more orders" adds the next page below. Failure: 'Failed to fetch
 * order history.' (toast and here, with Try again). None yet: an invitation to shop.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { formatINR } from '#domain/money';
import { formatOrderNumber } from '#domain/order-constants';
import type { OrderDto } from '#domain/schemas/orders';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { ProfileTabLoadFailed, ProfileTabLoading } from '#web/features/auth/components/ProfileTabStates';
import { myOrderPagesQuery } from '../api/my-orders-query';
import { ORDER_TEXT, formatOrderDate, paymentSummary } from '../order-text';
import { OrderStatusBadge } from './OrderStatusBadge';
import { InvoiceButton } from './InvoiceButton';
import { OrderCardBody } from './OrderCardBody';
import { OrderUpdates } from './OrderUpdates';
import { OrderDiscount } from './OrderDiscount';
import { OrderFact } from './OrderFact';

export function OrderHistory() {
  const { user } = useSession();
  const orders = useInfiniteQuery(myOrderPagesQuery(user?._id));
  // An order placed while paging shifts the pages by one: show each order once.
  const list = useMemo(() => {
    const seen = new Set<string>();
    return (orders.data?.pages ?? [])
      .flatMap((p) => p.orders)
      .filter((o) => !seen.has(o._id) && (seen.add(o._id), true));
  }, [orders.data]);
  const total = orders.data?.pages.at(-1)?.total ?? 0;
  const paged = orders.hasNextPage || (orders.data?.pages.length ?? 0) > 1;
  // After "Load more", focus moves to the first order it added (the button may be gone: nothing more to load).
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.length <= from) return;
    focusFrom.current = null;
    (listRef.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [list.length]);

  useEffect(() => {
    if (orders.error && !(orders.error instanceof ApiError && orders.error.status === 401))
      toast.error(ORDER_TEXT.historyFailed, { id: 'orders-fetch' });
  }, [orders.error]);

  if (orders.isPending) {
    return <ProfileTabLoading label="Loading your orders…" />;
  }

  if (orders.isError && !orders.data) {
    return <ProfileTabLoadFailed message={ORDER_TEXT.historyFailed} onRetry={() => void orders.refetch()} />;
  }

  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center border border-dashed border-line bg-surface px-6 py-16 text-center">
        <Package aria-hidden="true" className="h-8 w-8 text-gold" />
        <h3 className="mt-4 text-2xl">No orders yet</h3>
        <p className="mt-2 max-w-sm text-muted">
          When you place an order, you can follow it here from our atelier to your door.
        </p>
        <Link to="/shop" className="btn-primary mt-6">
          Start shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ol ref={listRef} className="space-y-6" aria-label="Your orders">
        {list.map((order) => (
          <OrderCard key={order._id} order={order} />
        ))}
      </ol>
      <div className="flex flex-col items-center gap-3 text-sm text-muted">
        {/* Only once there is more than one page; announced as pages arrive. */}
        <p aria-live="polite" data-testid="orders-shown">
          {paged ? `Showing ${list.length} of ${total} orders` : ''}
        </p>
        {orders.hasNextPage ? (
          <button
            type="button"
            className="btn-secondary"
            aria-busy={orders.isFetchingNextPage || undefined}
            disabled={orders.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = list.length;
              void orders.fetchNextPage();
            }}
          >
            {orders.isFetchingNextPage ? 'Loading…' : 'Load more orders'}
          </button>
        ) : null}
        {orders.isFetchNextPageError ? (
          <p role="alert" className="text-danger">
            {ORDER_TEXT.historyFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: OrderDto }) {
  const a = order.shippingAddress;
  return (
    <li className="border border-line bg-surface" data-testid="order-card" tabIndex={-1}>
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-line bg-ivory/50 px-5 py-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:flex sm:gap-10">
          <OrderFact term="Order" testId="order-number" className="font-medium">
            {formatOrderNumber(order.orderNumber)}
          </OrderFact>
          <OrderFact term="Placed on" testId="order-date">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </OrderFact>
          <OrderFact term="Total" testId="order-total" className="font-medium tabular-nums">
            {formatINR(order.totalAmount)}
          </OrderFact>
          <OrderDiscount order={order} />
          {order.invoiceNumber && (
            <OrderFact term="Invoice" testId="order-invoice" className="tabular-nums">
              {order.invoiceNumber}
            </OrderFact>
          )}
        </dl>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderCardBody order={order} lines={order.cartItems} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-4 text-sm text-muted sm:px-6">
        <div>
          <p>
            Delivering to <span className="text-charcoal">{a.fullName}</span>, {a.city}, {a.state} {a.zipCode}
          </p>
          <p data-testid="order-payment">{paymentSummary(order)}</p>
        </div>
        {order.invoiceNumber && (
          <InvoiceButton
            orderId={order._id}
            invoiceNumber={order.invoiceNumber}
            className="btn-secondary w-full px-4 py-2.5 sm:w-auto"
          />
        )}
      </div>
      <OrderUpdates orderId={order._id} />
    </li>
  );
}
