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
import { errorMessage } from '../../../lib/api-client';
import { ORDERS_LOAD_FAILED, useOrders } from '../api/get-orders';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { OrderStatusSelect } from './OrderStatusSelect';
import { OrderDetailDialog } from './OrderDetailDialog';
import { ListFilter } from '../components/ListFilter';
import { useStatusChange } from './use-status-change';
import { ExportOrdersMenu } from '../exports/ExportOrdersMenu';

const FILTERS = ['status', 'refund'] as const;

export default function OrdersPage() {
  const { params, update } = useListParams(FILTERS);
  const status = (ORDER_STATUSES as readonly string[]).includes(params.filters.status ?? '')
    ? (params.filters.status as OrderStatus)
    : undefined;
  const refundOnly = params.filters.refund === 'true';
  const query = useOrders({
    q: params.q || undefined,
    page: params.page,
    limit: ADMIN_LIST_PAGE_SIZE,
    status,
    needsRefund: refundOnly ? 'true' : undefined,
  });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );
  const statusChange = useStatusChange();
  const [openId, setOpenId] = useState<string | null>(null);
  // The open order as last seen: one that leaves the filtered list (refunded in full under "Needs refund only")
  // stays open as the server last answered it, instead of vanishing under the admin's hands.
  const found = query.data?.orders.find((o) => o._id === openId) ?? null;
  const [lastSeen, setLastSeen] = useState<AdminOrderDto | null>(null);
  if (found && found !== lastSeen) setLastSeen(found);
  const open = found ?? (openId && lastSeen?._id === openId ? lastSeen : null);
  const isPending = statusChange.isPending;
  const filtered = !!(params.q || status || refundOnly);

  return (
    <div>
      <PageHeader
        title="Orders"
        description="Every order, newest first. A status change forward is saved at once; a move back or a cancellation asks first."
      />
      <ExportOrdersMenu />

      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchBox
          value={params.q}
          onSearch={(q) => update({ q })}
          label="Search orders"
          placeholder="Order number, name or e-mail"
        />
        <ListFilter
          label="Filter by status"
          value={status ?? ''}
          onChange={(v) => update({ status: v })}
          allLabel="All statuses"
          options={ORDER_STATUSES}
        />
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-charcoal"
            checked={refundOnly}
            onChange={(e) => update({ refund: e.target.checked ? 'true' : '' })}
          />
          Needs refund only
        </label>
      </div>

      {query.isPending ? (
        <Loading label="Loading orders…" />
      ) : query.isError ? (
        <LoadError
          message={ORDERS_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.orders.length === 0 ? (
        <EmptyState message={filtered ? 'No orders match this search.' : 'No orders yet.'} />
      ) : (
        <>
          <Table caption="Orders" busy={query.isPlaceholderData}>
            <THead>
              <Th>Order</Th>
              <Th>Customer</Th>
              <Th className="text-right">Items</Th>
              <Th className="text-right">Total</Th>
              <Th>Payment</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Details</span>
              </Th>
            </THead>
            <TBody>
              {query.data.orders.map((o) => {
                const items = o.cartItems.reduce((n, l) => n + l.quantity, 0);
                return (
                  <Tr
                    key={o._id}
                    className={o.needsRefund ? 'bg-danger/[0.04] shadow-[inset_3px_0_0_#A23B34]' : ''}
                  >
                    <Td label="Order">
                      <div>
                        <p className="font-medium">#{o.orderNumber}</p>
                        <p className="text-xs text-muted">{formatDate(o.createdAt)}</p>
                      </div>
                    </Td>
                    <Td label="Customer">
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
                    </Td>
                    <Td label="Items" className="text-right">
                      {items}
                    </Td>
                    <Td label="Total" className="whitespace-nowrap text-right">
                      {formatINR(o.totalAmount)}
                    </Td>
                    <Td label="Payment">
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
                              {o.amountOwed > 0 && (
                                <span className="tabular-nums">· {formatINR(o.amountOwed)}</span>
                              )}
                            </Badge>
                            {o.refundReason && (
                              <span className="max-w-[16rem] text-xs text-danger">{o.refundReason}</span>
                            )}
                          </span>
                        )}
                      </div>
                    </Td>
                    <Td label="Status">
                      <OrderStatusSelect
                        orderNumber={o.orderNumber}
                        status={o.status}
                        pending={isPending(o._id)}
                        onChange={(next) => statusChange.request(o, next)}
                      />
                    </Td>
                    <Td>
                      <button
                        type="button"
                        className={`${ui.btnGhost} max-md:w-full max-md:border max-md:border-line`}
                        onClick={() => setOpenId(o._id)}
                        aria-label={`View order #${o.orderNumber}`}
                      >
                        <Eye aria-hidden="true" className="h-4 w-4" />
                        View
                      </button>
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
          <Pagination
            page={params.page}
            limit={ADMIN_LIST_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => update({ page })}
            noun="orders"
          />
        </>
      )}

      <OrderDetailDialog
        order={open}
        onClose={() => setOpenId(null)}
        pending={!!open && isPending(open._id)}
        onStatusChange={(next) => open && statusChange.request(open, next)}
      />
      {statusChange.dialogs}
    </div>
  );
}
