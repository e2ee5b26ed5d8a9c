/**
 * POST /api/order/{id}/cancel — `{ reason, restock, refund: 'full' | 'none' | amount }` (docs/api/admin.md): the
 * server cancels, restocks, refunds through the provider that took the money and e-mails the shopper.
 */
import { OrderActionReply, type CancelInput } from '#domain/schemas/admin-orders';
import { adminKeys } from './keys';
import { orderTimelineKey, useOrderActionMutation } from './order-cache';
import { send } from './calls';

export const CANCEL_FAILED = 'Could not cancel the order. Please try again.';

export function cancelOrder(id: string, input: CancelInput) {
  return send('POST', `/api/order/${encodeURIComponent(id)}/cancel`, OrderActionReply, CANCEL_FAILED, input);
}

export function useCancelOrder() {
  // A refused refund after the cancellation went through (502 with the order cancelled): the list must show it.
  return useOrderActionMutation(cancelOrder, (queryClient, id) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.orders.all() }),
      queryClient.invalidateQueries({ queryKey: orderTimelineKey(id) }),
    ]),
  );
}
