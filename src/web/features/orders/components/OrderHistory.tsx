/**
 * The profile's Orders tab (storefront.md §2 "Profile", §4, §8): the shopper's orders, newest first — each with
 * its number, date (en-GB long), status in its colour, lines and total, and where it is going. Failure:
 * 'Failed to fetch order history.' (toast and here, with Try again). None yet: an invitation to shop.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { formatINR } from '../../../../domain/money';
import { formatOrderNumber } from '../../../../domain/order-constants';
import type { OrderDto } from '../../../../domain/schemas/orders';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { myOrdersQuery } from '../api/my-orders-query';
import { ORDER_TEXT, formatOrderDate } from '../order-text';
import { OrderLineList } from './OrderLineList';
import { OrderStatusBadge } from './OrderStatusBadge';

export function OrderHistory() {
  const { user } = useSession();
  const orders = useQuery(myOrdersQuery(user?._id));

  useEffect(() => {
    if (orders.error && !(orders.error instanceof ApiError && orders.error.status === 401))
      toast.error(ORDER_TEXT.historyFailed, { id: 'orders-fetch' });
  }, [orders.error]);

  if (orders.isPending) {
    return (
      <div className="flex min-h-[12rem] items-center justify-center text-muted">
        <Spinner label="Loading your orders…" />
      </div>
    );
  }

  if (orders.isError) {
    return (
      <div role="alert" className="border border-line bg-surface p-8 text-center">
        <p>{ORDER_TEXT.historyFailed}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void orders.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  if (orders.data.length === 0) {
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
    <ol className="space-y-6" aria-label="Your orders">
      {orders.data.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ol>
  );
}

function OrderCard({ order }: { order: OrderDto }) {
  const a = order.shippingAddress;
  return (
    <li className="border border-line bg-surface" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-line bg-ivory/50 px-5 py-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:flex sm:gap-10">
          <div>
            <dt className="text-xs uppercase tracking-[0.14em] text-muted">Order</dt>
            <dd className="font-medium" data-testid="order-number">
              {formatOrderNumber(order.orderNumber)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-[0.14em] text-muted">Placed on</dt>
            <dd data-testid="order-date">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-[0.14em] text-muted">Total</dt>
            <dd className="font-medium tabular-nums" data-testid="order-total">
              {formatINR(order.totalAmount)}
            </dd>
          </div>
        </dl>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="px-5 sm:px-6">
        <OrderLineList lines={order.cartItems} />
      </div>
      <div className="flex flex-wrap justify-between gap-3 border-t border-line px-5 py-4 text-sm text-muted sm:px-6">
        <p>
          Delivering to <span className="text-charcoal">{a.fullName}</span>, {a.city}, {a.state} {a.zipCode}
        </p>
        <p>Paid by {order.paymentMethod}</p>
      </div>
    </li>
  );
}
