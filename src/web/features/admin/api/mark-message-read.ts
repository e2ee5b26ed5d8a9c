/**
 * PUT /api/admin/messages/{id}/read {read} — opening a message marks it read; "Mark as unread" puts it back.
 * The list row changes at once; the counts are asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReadInput } from '#domain/schemas/admin-service';
import { notify } from '../lib/notify';
import { messageKeys, messageWrite, replaceMessage } from './get-messages';

export const MARK_READ_FAILED = 'Could not change the message. Please try again.';

export const markMessageRead = messageWrite<MessageReadInput>('PUT', 'read', MARK_READ_FAILED);

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean; quiet?: boolean }) =>
      markMessageRead(id, { read }),
    onSuccess: async (reply, { quiet }) => {
      replaceMessage(queryClient, reply.contactMessage);
      if (!quiet) notify.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all(), refetchType: 'none' });
    },
    onError: () => notify.error(MARK_READ_FAILED),
  });
}
