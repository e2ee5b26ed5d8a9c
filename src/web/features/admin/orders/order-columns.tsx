/**
 * The orders list's table (docs/shop/admin.md §2 "Orders"): number and date, the customer (a link to their page
 * while the account exists), items, total, payment with refunds and "Needs refund", and the status dropdown whose
 * change goes through use-status-change (docs/decisions/097).
 */
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { formatINR } from '#domain/money';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import type { ListColumn } from '../shared/ListTable';
import { OrderStatusSelect } from './OrderStatusSelect';
import type { useStatusChange } from './use-status-change';

function CustomerCell({ order: o }: { order: AdminOrderDto }) {
  return (
    <div className="min-w-0">
      <p className="truncate">
        {o.user._id ? (
          <Link
            to={`/admin/customers/${o.user._id}`}
            className={ui.link}
            aria-label={`${o.user.name}: customer page`}
          >
            {o.user.name}
          </Link>
        ) : (
          o.user.name
        )}
      </p>
      <p className="truncate text-xs text-muted">{o.user.email}</p>
    </div>
  );
}

/** How it was paid, what was refunded, and "Needs refund" with the amount owed and why. */
function PaymentCell({ order: o }: { order: AdminOrderDto }) {
  return (
    <div className="flex flex-col items-end gap-1 md:items-start">
      <span>
        {o.paymentMethod} · {o.paymentStatus}
      </span>
      {o.refundedAmount > 0 && (
        <span className="text-xs text-muted">Refunded {formatINR(o.refundedAmount)}</span>
      )}
      {o.needsRefund && (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <Badge tone="danger">
            <AlertTriangle aria-hidden="true" className="h-3 w-3" />
            Needs refund
            {o.amountOwed > 0 && <span className="tabular-nums">· {formatINR(o.amountOwed)}</span>}
          </Badge>
          {o.refundReason && <span className="max-w-[16rem] text-xs text-danger">{o.refundReason}</span>}
        </span>
      )}
    </div>
  );
}

export function orderColumns(statusChange: ReturnType<typeof useStatusChange>): ListColumn<AdminOrderDto>[] {
  return [
    {
      header: 'Order',
      cell: (o) => (
        <div>
          <p className="font-medium">#{o.orderNumber}</p>
          <p className="text-xs text-muted">{formatDate(o.createdAt)}</p>
        </div>
      ),
    },
    { header: 'Customer', cell: (o) => <CustomerCell order={o} /> },
    { header: 'Items', align: 'right', cell: (o) => o.cartItems.reduce((n, l) => n + l.quantity, 0) },
    {
      header: 'Total',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (o) => formatINR(o.totalAmount),
    },
    { header: 'Payment', cell: (o) => <PaymentCell order={o} /> },
    {
      header: 'Status',
      cell: (o) => (
        <OrderStatusSelect
          orderNumber={o.orderNumber}
          status={o.status}
          pending={statusChange.isPending(o._id)}
          onChange={(next) => statusChange.request(o, next)}
        />
      ),
    },
  ];
}
