/** POST /api/order/{id}/notes — `{ text }`: an internal note on the order's timeline, with who and when. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderNoteReply, type OrderNoteInput } from '#domain/schemas/admin-orders';
import { notify } from '../lib/notify';
import { orderTimelineKey } from './order-cache';
import { send } from './calls';

export const NOTE_FAILED = 'Could not add the note. Please try again.';

export function addOrderNote(id: string, input: OrderNoteInput) {
  return send('POST', `/api/order/${encodeURIComponent(id)}/notes`, OrderNoteReply, NOTE_FAILED, input);
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
