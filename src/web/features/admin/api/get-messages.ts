/** GET /api/appointments/messages?q=&page=&limit= — contact messages, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AdminListQuery } from '../../../../domain/schemas/admin-paging';
import { ContactMessagesReply } from '../../../../domain/schemas/admin-service';
import { adminKeys, queryString } from './keys';

export type MessagesParams = z.input<typeof AdminListQuery>;
export const MESSAGES_LOAD_FAILED = 'Failed to load messages.';

export function getMessages(params: MessagesParams) {
  const query = AdminListQuery.parse(params);
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
