/** GET /api/appointments/messages?q=&unread=&page=&limit= — contact messages, newest first, with the unread count. */
import type { QueryClient } from '@tanstack/react-query';
import {
  ContactMessageReply,
  ContactMessagesQuery,
  ContactMessagesReply,
  type ContactMessageDto,
} from '#domain/schemas/admin-service';
import { adminKeys } from './keys';
import { pagedList, send } from './calls';

export const MESSAGES_LOAD_FAILED = 'Failed to load messages.';
/** Every cached read of the inbox (the lists and the menu's unread count): refreshed after each change. */
export const messageKeys = {
  all: adminKeys.messages.all,
  unread: () => ['admin', 'messages', 'unread-count'] as const,
};

export const useMessages = pagedList(
  '/api/appointments/messages',
  ContactMessagesQuery,
  ContactMessagesReply,
  MESSAGES_LOAD_FAILED,
  adminKeys.messages.page,
  (reply) => reply.data,
);

/**
 * A change to one message (PUT …/read, POST …/reply): answered with the message as it now is, which
 * `replaceMessage` puts in place.
 */
export function messageWrite<B>(method: 'PUT' | 'POST', action: 'read' | 'reply', failed: string) {
  return (id: string, body: B) =>
    send(
      method,
      `/api/admin/messages/${encodeURIComponent(id)}/${action}`,
      ContactMessageReply,
      failed,
      body,
    );
}

/** A message as the server now has it, in place in every cached page of the list. */
export function replaceMessage(queryClient: QueryClient, message: ContactMessageDto): void {
  queryClient.setQueriesData<ContactMessagesReply>({ queryKey: messageKeys.all() }, (r) =>
    r && 'data' in r ? { ...r, data: r.data.map((m) => (m._id === message._id ? message : m)) } : r,
  );
}
