/** POST /api/admin/messages/{id}/reply {text} — the shop's answer e-mailed to the sender (docs/decisions/102). */
import type { MessageReplyInput } from '#domain/schemas/admin-service';
import { messageKeys, messageWrite, replaceMessage } from './get-messages';
import { useToastMutation } from './toast-mutation';

export const REPLY_FAILED = 'Could not send the reply. Please try again.';

export const replyToMessage = messageWrite<MessageReplyInput>('POST', 'reply', REPLY_FAILED);

export function useReplyToMessage() {
  return useToastMutation(({ id, text }: { id: string; text: string }) => replyToMessage(id, { text }), {
    done: (reply) => reply.message,
    refresh: (queryClient, reply) => {
      replaceMessage(queryClient, reply.contactMessage);
      return queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    },
  });
}
