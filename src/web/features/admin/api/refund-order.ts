/**
 * POST /api/order/{id}/refund — `{ amount (rupees), reason? }`: money back without cancelling (a return, a
 * goodwill amount), through the provider that took the payment (docs/api/admin.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OrderRefundReply, type RefundInput } from '../../../../domain/schemas/admin-orders';
import { notify } from '../lib/notify';
import { orderChanged, orderTimelineKey } from './order-cache';

export const REFUND_FAILED = 'Could not refund the order. Please try again.';

export function refundOrder(id: string, input: RefundInput) {
  return api(`/api/order/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: input,
    schema: OrderRefundReply,
    fallbackMessage: REFUND_FAILED,
  });
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
