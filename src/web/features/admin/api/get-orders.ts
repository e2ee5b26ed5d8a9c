/** GET /api/order/getallorders?q=&status=&needsRefund=&page=&limit= — newest first. */
import { AdminOrdersQuery, AdminOrdersReply } from '#domain/schemas/admin-orders';
import { adminKeys } from './keys';
import { pagedList } from './calls';

export const ORDERS_LOAD_FAILED = 'Failed to load orders.';

export const useOrders = pagedList(
  '/api/order/getallorders',
  AdminOrdersQuery,
  AdminOrdersReply,
  ORDERS_LOAD_FAILED,
  adminKeys.orders.page,
  (reply) => reply.orders,
);
