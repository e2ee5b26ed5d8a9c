/**
 * PUT /api/order/{id}/status — admin.md §4: the new status shows at once and is rolled back if the server
 * refuses ('Failed to update order status. Please try again.'); success says 'Status updated to "{status}"'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import type { OrderStatus } from '../../../../domain/business-constants';
import {
  OrderStatusInput,
  OrderStatusReply,
  type AdminOrderDto,
  type AdminOrdersReply,
} from '../../../../domain/schemas/admin-orders';
import { ADMIN_MESSAGES } from '../../../../domain/schemas/admin-messages';
import { notify } from '../lib/notify';
import { adminKeys } from './keys';

export const ORDER_STATUS_FAILED = 'Failed to update order status. Please try again.';

export function updateOrderStatus(id: string, status: OrderStatus) {
  return api(`/api/order/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: OrderStatusInput.parse({ status }),
    schema: OrderStatusReply,
    fallbackMessage: ORDER_STATUS_FAILED,
  });
}

type Snapshot = Array<[readonly unknown[], AdminOrdersReply | undefined]>;

function patchOrder(reply: AdminOrdersReply | undefined, id: string, patch: Partial<AdminOrderDto>) {
  if (!reply) return reply;
  return { ...reply, orders: reply.orders.map((o) => (o._id === id ? { ...o, ...patch } : o)) };
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) => updateOrderStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.orderList() });
      const snapshot: Snapshot = queryClient.getQueriesData<AdminOrdersReply>({
        queryKey: adminKeys.orderList(),
      });
      queryClient.setQueriesData<AdminOrdersReply>({ queryKey: adminKeys.orderList() }, (r) =>
        patchOrder(r, id, { status }),
      );
      return { snapshot };
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      // The spec's own words; a server reason (e.g. the order is gone) follows it.
      const reason = errorMessage(err, '');
      notify.error(
        reason && reason !== ORDER_STATUS_FAILED ? `${ORDER_STATUS_FAILED} ${reason}` : ORDER_STATUS_FAILED,
      );
    },
    onSuccess: (reply, { id }) => {
      queryClient.setQueriesData<AdminOrdersReply>({ queryKey: adminKeys.orderList() }, (r) =>
        patchOrder(r, id, reply.order),
      );
      notify.success(reply.message || ADMIN_MESSAGES.orderStatusUpdated(reply.order.status));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
