/** GET /api/order/getallorders?q=&status=&needsRefund=&page=&limit= — newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AdminOrdersQuery, AdminOrdersReply } from '../../../../domain/schemas/admin-orders';
import { adminKeys, queryString } from './keys';

export type OrdersParams = z.input<typeof AdminOrdersQuery>;
export const ORDERS_LOAD_FAILED = 'Failed to load orders.';

export function getOrders(params: OrdersParams) {
  const query = AdminOrdersQuery.parse(params);
  return api(`/api/order/getallorders${queryString(query)}`, {
    schema: AdminOrdersReply,
    fallbackMessage: ORDERS_LOAD_FAILED,
  });
}

export function useOrders(params: OrdersParams) {
  return useQuery({
    queryKey: adminKeys.orders(params),
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });
}
