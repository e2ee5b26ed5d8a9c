/** GET /api/order/getallorders?q=&status=&needsRefund=&page=&limit= — newest first. */
import type { z } from 'zod';
import { AdminOrdersQuery, AdminOrdersReply } from '#domain/schemas/admin-orders';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export type OrdersParams = z.input<typeof AdminOrdersQuery>;
export const ORDERS_LOAD_FAILED = 'Failed to load orders.';

export function getOrders(params: OrdersParams) {
  return getChecked(
    '/api/order/getallorders',
    AdminOrdersQuery,
    params,
    AdminOrdersReply,
    ORDERS_LOAD_FAILED,
  );
}

export function useOrders(params: OrdersParams) {
  return usePagedQuery(adminKeys.orders(params), () => getOrders(params));
}
