import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { DashboardStats } from '#domain/schemas/admin-dashboard';
import { formatINR } from '#domain/money';
import { Badge, orderTone } from '../components/Badge';
import { formatDate } from '../lib/format';

/** Placed and Processing orders, oldest first: what the workshop should pack next. */
export function AwaitingShipment({ data }: { data: DashboardStats['awaitingShipment'] }) {
  if (data.count === 0) return <p className="py-6 text-center text-muted">Every order has shipped.</p>;
  return (
    <>
      <ul
        className="max-h-[26rem] divide-y divide-line overflow-y-auto pr-1"
        tabIndex={0}
        aria-label="Orders waiting to ship"
      >
        {data.orders.map((o) => (
          <li key={o._id}>
            <Link
              to={`/admin/orders?q=${o.orderNumber}`}
              className="flex items-center gap-3 py-2.5 hover:bg-ivory/70"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  #{o.orderNumber}
                  <Badge tone={orderTone(o.status)}>{o.status}</Badge>
                  {o.needsRefund && (
                    <Badge tone="danger">
                      <AlertTriangle aria-hidden="true" className="h-3 w-3" />
                      Needs refund
                    </Badge>
                  )}
                </p>
                <p className="truncate text-xs text-muted">
                  {o.customerName} · {o.items} {o.items === 1 ? 'item' : 'items'} · {formatDate(o.createdAt)}
                </p>
              </div>
              <span className="whitespace-nowrap">{formatINR(o.totalAmount)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {data.count > data.orders.length && (
        <p className="mt-2 text-xs text-muted">
          The oldest {data.orders.length} of {data.count} are shown.
        </p>
      )}
    </>
  );
}
