/** GET /api/admin/messages/unread-count — the menu's badge; asked again every minute and after each change. */
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { UnreadMessagesReply } from '#domain/schemas/admin-service';
import { messageKeys } from './get-messages';

export function getUnreadMessages() {
  return api('/api/admin/messages/unread-count', {
    schema: UnreadMessagesReply,
    fallbackMessage: 'Failed to count unread messages.',
  });
}

export function useUnreadMessages() {
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: getUnreadMessages,
    refetchInterval: 60_000,
    select: (r) => r.unread,
  });
}
