/** The admin's user list and deletion (docs/shop/admin.md §3 User; docs/shop/conventions.md §4 deleteUser). */
import { z } from 'zod';
import { ROLES } from '../business-constants';
import { AdminListQuery } from './admin-paging';
import { MessageReply } from './common';
import { pagedReply } from './paging';
import { UserDto } from './auth';

export const AdminUsersQuery = AdminListQuery.extend({
  role: z.enum(ROLES, { error: 'role must be user or admin.' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** A user as every auth reply carries it (the photo null when there is none). */
export const AdminUserDto = UserDto;
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export const AdminUsersReply = pagedReply({ users: z.array(AdminUserDto) });
export type AdminUsersReply = z.infer<typeof AdminUsersReply>;

export const DeleteUserReply = MessageReply.extend({
  /** Orders of the user that were kept (now without an account, with the name and e-mail they were placed with). */
  ordersKept: z.number().int(),
});
export type DeleteUserReply = z.infer<typeof DeleteUserReply>;
