/**
 * POST /api/order/{id}/refund — `{ amount (rupees), reason? }`: money back without cancelling (a return, a
 * goodwill amount), through the provider that took the payment (docs/api/admin.md).
 */
import { OrderRefundReply, type RefundInput } from '#domain/schemas/admin-orders';
import { orderTimelineKey, useOrderActionMutation } from './order-cache';
import { send } from './calls';

export const REFUND_FAILED = 'Could not refund the order. Please try again.';

export function refundOrder(id: string, input: RefundInput) {
  return send('POST', `/api/order/${encodeURIComponent(id)}/refund`, OrderRefundReply, REFUND_FAILED, input);
}

export function useRefundOrder() {
  // A failed attempt is on the timeline too.
  return useOrderActionMutation(refundOrder, (queryClient, id) =>
    queryClient.invalidateQueries({ queryKey: orderTimelineKey(id) }),
  );
}
