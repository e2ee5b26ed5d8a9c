/** GET /api/auth/allusers?q=&role=&page=&limit= — newest first. */
import { AdminUsersQuery, AdminUsersReply } from '#domain/schemas/admin-users';
import { adminKeys } from './keys';
import { pagedList } from './calls';

export const USERS_LOAD_FAILED = 'Failed to load users.';

export const useUsers = pagedList(
  '/api/auth/allusers',
  AdminUsersQuery,
  AdminUsersReply,
  USERS_LOAD_FAILED,
  adminKeys.users.page,
  (reply) => reply.users,
);
