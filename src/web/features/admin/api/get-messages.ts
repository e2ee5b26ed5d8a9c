/** GET /api/appointments/messages?q=&unread=&page=&limit= — contact messages, newest first, with the unread count. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ContactMessagesQuery, ContactMessagesReply } from '../../../../domain/schemas/admin-service';
import { adminKeys, queryString } from './keys';

export type MessagesParams = z.input<typeof ContactMessagesQuery>;
export const MESSAGES_LOAD_FAILED = 'Failed to load messages.';
/** Every cached read of the inbox (the lists and the menu's unread count): refreshed after each change. */
export const messageKeys = {
  all: () => ['admin', 'messages'] as const,
  unread: () => ['admin', 'messages', 'unread-count'] as const,
};

export function getMessages(params: MessagesParams) {
  const query = ContactMessagesQuery.parse(params);
  return api(`/api/appointments/messages${queryString(query)}`, {
    schema: ContactMessagesReply,
    fallbackMessage: MESSAGES_LOAD_FAILED,
  });
}

export function useMessages(params: MessagesParams) {
  return useQuery({
    queryKey: adminKeys.messages(params),
    queryFn: () => getMessages(params),
    placeholderData: keepPreviousData,
  });
}
