/**
 * PUT /api/order/{id}/status — docs/shop/admin.md §4: the new status shows at once and is rolled back if the
 * server refuses ('Failed to update order status. Please try again.'); success says 'Status updated to
 * "{status}"'. A move back along Placed → Processing → Shipped → Delivered, or out of Cancelled, is sent with
 * `confirm: true` once the admin has confirmed it (needsConfirmation in domain/after-sale.ts); the server refuses
 * it with 409 otherwise (docs/decisions/097).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '#web/lib/api-client';
import type { OrderStatus } from '#domain/business-constants';
import { OrderStatusInput, OrderStatusReply, type AdminOrdersReply } from '#domain/schemas/admin-orders';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { notify } from '../lib/notify';
import { adminKeys } from './keys';
import { orderTimelineKey, patchOrderInLists } from './order-cache';
import { send } from './calls';

export const ORDER_STATUS_FAILED = 'Failed to update order status. Please try again.';

export function updateOrderStatus(id: string, status: OrderStatus, confirm = false) {
  return send('PUT', `/api/order/${encodeURIComponent(id)}/status`, OrderStatusReply, ORDER_STATUS_FAILED, {
    ...OrderStatusInput.parse({ status }),
    ...(confirm ? { confirm: true } : {}),
  });
}

/** The server's 409: this move must be sent again with `confirm: true` once the admin has agreed. */
export const isConfirmationAsked = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status === 409;

type Snapshot = Array<[readonly unknown[], AdminOrdersReply | undefined]>;

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, confirm }: { id: string; status: OrderStatus; confirm?: boolean }) =>
      updateOrderStatus(id, status, confirm),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.orders.all() });
      const snapshot: Snapshot = queryClient.getQueriesData<AdminOrdersReply>({
        queryKey: adminKeys.orders.all(),
      });
      patchOrderInLists(queryClient, id, { status });
      return { snapshot };
    },
    onError: (err, { confirm }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      // The server wants this move confirmed: the caller asks (isConfirmationAsked), no failure to report.
      if (isConfirmationAsked(err) && !confirm) return;
      // The spec's own words; a server reason (e.g. the order is gone) follows it.
      const reason = errorMessage(err, '');
      notify.error(
        reason && reason !== ORDER_STATUS_FAILED ? `${ORDER_STATUS_FAILED} ${reason}` : ORDER_STATUS_FAILED,
      );
    },
    onSuccess: (reply, { id }) => {
      patchOrderInLists(queryClient, id, reply.order);
      notify.success(reply.message || ADMIN_MESSAGES.orderStatusUpdated(reply.order.status));
    },
    onSettled: (_reply, _err, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: orderTimelineKey(id) });
    },
  });
}
