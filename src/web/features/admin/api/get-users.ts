/** GET /api/auth/allusers?q=&role=&page=&limit= — newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AdminUsersQuery, AdminUsersReply } from '../../../../domain/schemas/admin-users';
import { adminKeys, queryString } from './keys';

export type UsersParams = z.input<typeof AdminUsersQuery>;
export const USERS_LOAD_FAILED = 'Failed to load users.';

export function getUsers(params: UsersParams) {
  const query = AdminUsersQuery.parse(params);
  return api(`/api/auth/allusers${queryString(query)}`, {
    schema: AdminUsersReply,
    fallbackMessage: USERS_LOAD_FAILED,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery({
    queryKey: adminKeys.users(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
