/** GET /api/auth/allusers?q=&role=&page=&limit= — newest first. */
import type { z } from 'zod';
import { AdminUsersQuery, AdminUsersReply } from '#domain/schemas/admin-users';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export type UsersParams = z.input<typeof AdminUsersQuery>;
export const USERS_LOAD_FAILED = 'Failed to load users.';

export function getUsers(params: UsersParams) {
  return getChecked('/api/auth/allusers', AdminUsersQuery, params, AdminUsersReply, USERS_LOAD_FAILED);
}

export function useUsers(params: UsersParams) {
  return usePagedQuery(adminKeys.users(params), () => getUsers(params));
}
