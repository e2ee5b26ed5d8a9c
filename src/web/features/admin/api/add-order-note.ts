/** POST /api/order/{id}/notes — `{ text }`: an internal note on the order's timeline, with who and when. */
import { OrderNoteReply, type OrderNoteInput } from '#domain/schemas/admin-orders';
import { orderTimelineKey } from './order-cache';
import { send } from './calls';
import { useToastMutation } from './toast-mutation';

export const NOTE_FAILED = 'Could not add the note. Please try again.';

export function addOrderNote(id: string, input: OrderNoteInput) {
  return send('POST', `/api/order/${encodeURIComponent(id)}/notes`, OrderNoteReply, NOTE_FAILED, input);
}

export function useAddOrderNote() {
  return useToastMutation(({ id, text }: { id: string; text: string }) => addOrderNote(id, { text }), {
    done: (reply) => reply.message,
    refresh: (queryClient, _reply, { id }) =>
      queryClient.invalidateQueries({ queryKey: orderTimelineKey(id) }),
  });
}
