/**
 * PUT /api/admin/messages/{id}/read {read} — opening a message marks it read; "Mark as unread" puts it back.
 * The list row changes at once; the counts are asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ContactMessageReply,
  type ContactMessagesReply,
  type MessageReadInput,
} from '../../../../domain/schemas/admin-service';
import { notify } from '../lib/notify';
import { messageKeys } from './get-messages';
import { send } from './calls';

export const MARK_READ_FAILED = 'Could not change the message. Please try again.';

export function markMessageRead(id: string, read: boolean) {
  return send(
    'PUT',
    `/api/admin/messages/${encodeURIComponent(id)}/read`,
    ContactMessageReply,
    MARK_READ_FAILED,
    { read } satisfies MessageReadInput,
  );
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean; quiet?: boolean }) => markMessageRead(id, read),
    onSuccess: async (reply, { quiet }) => {
      queryClient.setQueriesData<ContactMessagesReply>({ queryKey: messageKeys.all() }, (r) =>
        r && 'data' in r
          ? {
              ...r,
              data: r.data.map((m) => (m._id === reply.contactMessage._id ? reply.contactMessage : m)),
            }
          : r,
      );
      if (!quiet) notify.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all(), refetchType: 'none' });
    },
    onError: () => notify.error(MARK_READ_FAILED),
  });
}
