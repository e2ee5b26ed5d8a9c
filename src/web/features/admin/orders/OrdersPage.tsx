/**
 * /admin/orders (docs/shop/admin.md §2 "Orders", §4): the orders, newest first, searchable (order number,
 * customer name or e-mail), filtered by status or by "needs refund" (with the amount owed), a page at a time;
 * each row's status dropdown applies a move forward at once and asks first for a move back or a cancellation
 * (use-status-change, docs/decisions/097), and View opens the order's details.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Eye } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/business-constants';
import type { AdminOrderDto } from '../../../../domain/schemas/admin-orders';
import { formatINR } from '../../../../domain/money';
import { ORDERS_LOAD_FAILED, useOrders } from '../api/get-orders';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import { AdminListPage } from '../shared/AdminListPage';
import { useAdminList } from '../shared/use-admin-list';
import { OrderStatusSelect } from './OrderStatusSelect';
import { OrderDetailDialog } from './OrderDetailDialog';
import { useStatusChange } from './use-status-change';
import { ExportOrdersMenu } from '../exports/ExportOrdersMenu';

export default function OrdersPage() {
  const list = useAdminList({
    filters: [
      { name: 'status', label: 'Filter by status', allLabel: 'All statuses', options: ORDER_STATUSES },
      { name: 'refund', label: 'Needs refund only', check: true },
    ],
  });
  const query = useOrders({
    q: list.q || undefined,
    page: list.page,
    limit: ADMIN_LIST_PAGE_SIZE,
    status: (list.values.status || undefined) as OrderStatus | undefined,
    needsRefund: list.values.refund ? 'true' : undefined,
  });
  const statusChange = useStatusChange();
  const [openId, setOpenId] = useState<string | null>(null);
  // The open order as last seen: one that leaves the filtered list (refunded in full under "Needs refund only")
  // stays open as the server last answered it, instead of vanishing under the admin's hands.
  const found = query.data?.orders.find((o) => o._id === openId) ?? null;
  const [lastSeen, setLastSeen] = useState<AdminOrderDto | null>(null);
  if (found && found !== lastSeen) setLastSeen(found);
  const open = found ?? (openId && lastSeen?._id === openId ? lastSeen : null);
  const isPending = statusChange.isPending;

  return (
    <AdminListPage
      title="Orders"
      description="Every order, newest first. A status change forward is saved at once; a move back or a cancellation asks first."
      intro={<ExportOrdersMenu />}
      noun="orders"
      list={list}
      search="Order number, name or e-mail"
      pageSize={ADMIN_LIST_PAGE_SIZE}
      query={query}
      rows={(data) => data.orders}
      total={(data) => data.total}
      loadFailed={ORDERS_LOAD_FAILED}
      empty="No orders yet."
      rowClassName={(o) => (o.needsRefund ? 'bg-danger/[0.04] shadow-[inset_3px_0_0_#A23B34]' : '')}
      columns={[
        {
          header: 'Order',
          cell: (o) => (
            <div>
              <p className="font-medium">#{o.orderNumber}</p>
              <p className="text-xs text-muted">{formatDate(o.createdAt)}</p>
            </div>
          ),
        },
        {
          header: 'Customer',
          cell: (o) => (
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
          ),
        },
        {
          header: 'Items',
          align: 'right',
          cell: (o) => o.cartItems.reduce((n, l) => n + l.quantity, 0),
        },
        {
          header: 'Total',
          align: 'right',
          className: 'whitespace-nowrap',
          cell: (o) => formatINR(o.totalAmount),
        },
        {
          header: 'Payment',
          cell: (o) => (
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
                  {o.refundReason && (
                    <span className="max-w-[16rem] text-xs text-danger">{o.refundReason}</span>
                  )}
                </span>
              )}
            </div>
          ),
        },
        {
          header: 'Status',
          cell: (o) => (
            <OrderStatusSelect
              orderNumber={o.orderNumber}
              status={o.status}
              pending={isPending(o._id)}
              onChange={(next) => statusChange.request(o, next)}
            />
          ),
        },
      ]}
      rowActions={(o) => [
        { label: 'View', name: `View order #${o.orderNumber}`, icon: Eye, onClick: () => setOpenId(o._id) },
      ]}
    >
      <OrderDetailDialog
        order={open}
        onClose={() => setOpenId(null)}
        pending={!!open && isPending(open._id)}
        onStatusChange={(next) => open && statusChange.request(open, next)}
      />
      {statusChange.dialogs}
    </AdminListPage>
  );
}
