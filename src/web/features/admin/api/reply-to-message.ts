/** POST /api/admin/messages/{id}/reply {text} — the shop's answer e-mailed to the sender (docs/decisions/102). */
import { ContactMessageReply, type MessageReplyInput } from '#domain/schemas/admin-service';
import { send } from './calls';
import { messageKeys, replaceMessage } from './get-messages';
import { useToastMutation } from './toast-mutation';

export const REPLY_FAILED = 'Could not send the reply. Please try again.';

export function replyToMessage(id: string, body: MessageReplyInput) {
  return send(
    'POST',
    `/api/admin/messages/${encodeURIComponent(id)}/reply`,
    ContactMessageReply,
    REPLY_FAILED,
    body,
  );
}

export function useReplyToMessage() {
  return useToastMutation(({ id, text }: { id: string; text: string }) => replyToMessage(id, { text }), {
    done: (reply) => reply.message,
    refresh: (queryClient, reply) => {
      replaceMessage(queryClient, reply.contactMessage);
      return queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    },
  });
}
