/**
 * POST /api/admin/customers/{id}/notes {text} — an internal note about a customer, signed by the admin; the
 * customer page is read again so the note shows with its author and time.
 */
import { CustomerNoteReply } from '#domain/schemas/admin-customers';
import { adminKeys } from './keys';
import { useToastMutation } from './toast-mutation';
import { send } from './calls';

export const NOTE_FAILED = 'Could not add the note. Please try again.';

export function addCustomerNote(id: string, text: string) {
  return send(
    'POST',
    `/api/admin/customers/${encodeURIComponent(id)}/notes`,
    CustomerNoteReply,
    NOTE_FAILED,
    { text },
  );
}

export function useAddCustomerNote(id: string) {
  return useToastMutation((text: string) => addCustomerNote(id, text), {
    done: (reply) => reply.message,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.customer(id) }),
  });
}
