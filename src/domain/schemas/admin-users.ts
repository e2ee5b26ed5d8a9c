/** The admin's user list and deletion (docs/shop/admin.md §3 User; docs/shop/conventions.md §4 deleteUser). */
import { z } from 'zod';
import { ROLES } from '../business-constants';
import { AdminListQuery, PageInfo } from './admin-paging';
import { ImageRef, Timestamp } from './common';

export const AdminUsersQuery = AdminListQuery.extend({
  role: z.enum(ROLES, { error: 'role must be user or admin.' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  /** null when the user has no photo. */
  image: ImageRef.nullable(),
  createdAt: Timestamp,
});
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export const AdminUsersReply = z.object({
  success: z.literal(true),
  users: z.array(AdminUserDto),
  ...PageInfo,
});
export type AdminUsersReply = z.infer<typeof AdminUsersReply>;

export const DeleteUserReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Orders of the user that were kept (now without an account, with the name and e-mail they were placed with). */
  ordersKept: z.number().int(),
});
export type DeleteUserReply = z.infer<typeof DeleteUserReply>;
