/**
 * /admin/orders (docs/shop/admin.md §2 "Orders", §4): the orders, newest first, searchable (order number,
 * customer name or e-mail), filtered by status or by "needs refund" (with the amount owed), a page at a time;
 * each row's status dropdown applies a move forward at once and asks first for a move back or a cancellation
 * (use-status-change, docs/decisions/097), and View opens the order's details.
 */
import { useState } from 'react';
import { Eye } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus } from '#domain/business-constants';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { useOrders } from '../api/get-orders';
import { AdminListPage } from '../shared/AdminListPage';
import { useAdminList } from '../shared/use-admin-list';
import { OrderDetailDialog } from './OrderDetailDialog';
import { orderColumns } from './order-columns';
import { useStatusChange } from './use-status-change';
import { ExportOrdersMenu } from '../exports/ExportOrdersMenu';

/**
 * The order whose details are open, as last seen: one that leaves the filtered list (refunded in full under
 * "Needs refund only") stays open as the server last answered it, instead of vanishing under the admin's hands.
 */
function useOpenOrder(orders: readonly AdminOrderDto[] | undefined) {
  const [openId, setOpenId] = useState<string | null>(null);
  const found = orders?.find((o) => o._id === openId) ?? null;
  const [lastSeen, setLastSeen] = useState<AdminOrderDto | null>(null);
  if (found && found !== lastSeen) setLastSeen(found);
  const open = found ?? (openId && lastSeen?._id === openId ? lastSeen : null);
  return { open, setOpenId };
}

export default function OrdersPage() {
  const list = useAdminList({
    search: 'Order number, name or e-mail',
    filters: [
      { name: 'status', label: 'Filter by status', allLabel: 'All statuses', options: ORDER_STATUSES },
      { name: 'refund', label: 'Needs refund only', check: true },
    ],
  });
  const orders = useOrders({
    ...list.paging,
    status: (list.values.status || undefined) as OrderStatus | undefined,
    needsRefund: list.values.refund ? 'true' : undefined,
  });
  const statusChange = useStatusChange();
  const { open, setOpenId } = useOpenOrder(orders.query.data?.orders);

  return (
    <AdminListPage
      title="Orders"
      description="Every order, newest first. A status change forward is saved at once; a move back or a cancellation asks first."
      intro={<ExportOrdersMenu />}
      noun="orders"
      list={list}
      source={orders}
      rowClassName={(o) => (o.needsRefund ? 'bg-danger/[0.04] shadow-[inset_3px_0_0_#A23B34]' : '')}
      columns={orderColumns(statusChange)}
      rowActions={(o) => [
        { label: 'View', name: `View order #${o.orderNumber}`, icon: Eye, onClick: () => setOpenId(o._id) },
      ]}
    >
      <OrderDetailDialog
        order={open}
        onClose={() => setOpenId(null)}
        pending={!!open && statusChange.isPending(open._id)}
        onStatusChange={(next) => open && statusChange.request(open, next)}
      />
      {statusChange.dialogs}
    </AdminListPage>
  );
}
