/** POST /api/admin/messages/{id}/reply {text} — the shop's answer e-mailed to the sender (docs/decisions/102). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactMessageReply, type MessageReplyInput } from '#domain/schemas/admin-service';
import { notify } from '../lib/notify';
import { send } from './calls';
import { messageKeys, replaceMessage } from './get-messages';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => replyToMessage(id, { text }),
    onSuccess: async (reply) => {
      replaceMessage(queryClient, reply.contactMessage);
      notify.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    },
  });
}
