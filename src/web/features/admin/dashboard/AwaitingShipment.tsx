import { AlertTriangle } from 'lucide-react';
import type { DashboardStats } from '#domain/schemas/admin-dashboard';
import { formatINR } from '#domain/money';
import { Badge, orderTone } from '../components/Badge';
import { formatDate } from '../lib/format';
import { LinkList } from './LinkList';

/** Placed and Processing orders, oldest first: what the workshop should pack next. */
export function AwaitingShipment({ data }: { data: DashboardStats['awaitingShipment'] }) {
  return (
    <LinkList
      label="Orders waiting to ship"
      count={data.count}
      empty="Every order has shipped."
      more={`The oldest ${data.orders.length} of ${data.count} are shown.`}
      rows={data.orders.map((o) => ({
        key: o._id,
        to: `/admin/orders?q=${o.orderNumber}`,
        title: (
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
        ),
        detail: `${o.customerName} · ${o.items} ${o.items === 1 ? 'item' : 'items'} · ${formatDate(o.createdAt)}`,
        end: <span className="whitespace-nowrap">{formatINR(o.totalAmount)}</span>,
      }))}
    />
  );
}
