/** POST /api/admin/messages/{id}/reply {text} — the shop's answer e-mailed to the sender (docs/decisions/102). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  ContactMessageReply,
  type ContactMessagesReply,
  type MessageReplyInput,
} from '../../../../domain/schemas/admin-service';
import { notify } from '../lib/notify';
import { messageKeys } from './get-messages';

export const REPLY_FAILED = 'Could not send the reply. Please try again.';

export function replyToMessage(id: string, body: MessageReplyInput) {
  return api(`/api/admin/messages/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body,
    schema: ContactMessageReply,
    fallbackMessage: REPLY_FAILED,
  });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => replyToMessage(id, { text }),
    onSuccess: async (reply) => {
      queryClient.setQueriesData<ContactMessagesReply>({ queryKey: messageKeys.all() }, (r) =>
        r && 'data' in r
          ? {
              ...r,
              data: r.data.map((m) => (m._id === reply.contactMessage._id ? reply.contactMessage : m)),
            }
          : r,
      );
      notify.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    },
  });
}
