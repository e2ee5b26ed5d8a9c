/** POST /api/order/{id}/notes — `{ text }`: an internal note on the order's timeline, with who and when. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OrderNoteReply, type OrderNoteInput } from '../../../../domain/schemas/admin-orders';
import { notify } from '../lib/notify';
import { orderTimelineKey } from './order-cache';

export const NOTE_FAILED = 'Could not add the note. Please try again.';

export function addOrderNote(id: string, input: OrderNoteInput) {
  return api(`/api/order/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    body: input,
    schema: OrderNoteReply,
    fallbackMessage: NOTE_FAILED,
  });
}

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => addOrderNote(id, { text }),
    onSuccess: (reply, { id }) => {
      notify.success(reply.message);
      return queryClient.invalidateQueries({ queryKey: orderTimelineKey(id) });
    },
  });
}
