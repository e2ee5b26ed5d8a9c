/**
 * POST /api/order/{id}/refund — `{ amount (rupees), reason? }`: money back without cancelling (a return, a
 * goodwill amount), through the provider that took the payment (docs/api/admin.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderRefundReply, type RefundInput } from '../../../../domain/schemas/admin-orders';
import { notify } from '../lib/notify';
import { orderChanged, orderTimelineKey } from './order-cache';
import { send } from './calls';

export const REFUND_FAILED = 'Could not refund the order. Please try again.';

export function refundOrder(id: string, input: RefundInput) {
  return send('POST', `/api/order/${encodeURIComponent(id)}/refund`, OrderRefundReply, REFUND_FAILED, input);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RefundInput }) => refundOrder(id, input),
    onSuccess: (reply) => {
      notify.success(reply.message);
      return orderChanged(queryClient, reply.order);
    },
    // A failed attempt is on the timeline too.
    onError: (_err, { id }) => queryClient.invalidateQueries({ queryKey: orderTimelineKey(id) }),
  });
}
