/** GET /api/appointments/messages?q=&unread=&page=&limit= — contact messages, newest first, with the unread count. */
import type { z } from 'zod';
import { ContactMessagesQuery, ContactMessagesReply } from '../../../../domain/schemas/admin-service';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export type MessagesParams = z.input<typeof ContactMessagesQuery>;
export const MESSAGES_LOAD_FAILED = 'Failed to load messages.';
/** Every cached read of the inbox (the lists and the menu's unread count): refreshed after each change. */
export const messageKeys = {
  all: () => ['admin', 'messages'] as const,
  unread: () => ['admin', 'messages', 'unread-count'] as const,
};

export function getMessages(params: MessagesParams) {
  return getChecked(
    '/api/appointments/messages',
    ContactMessagesQuery,
    params,
    ContactMessagesReply,
    MESSAGES_LOAD_FAILED,
  );
}

export function useMessages(params: MessagesParams) {
  return usePagedQuery(adminKeys.messages(params), () => getMessages(params));
}
