/**
 * The user as the API carries it (docs/shop/storefront.md §3 "Auth"): `_id`, no password hash, image as `{url}`.
 */
import type { UserDto } from '#domain/schemas/auth';
import { users } from '#server/db/schema';

/** The columns a reply needs (never the password hash). */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  imageUrl: users.imageUrl,
  createdAt: users.createdAt,
};

export interface UserRow {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  role: 'user' | 'admin';
  imageUrl: string | null;
  createdAt: Date;
}

export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    image: row.imageUrl ? { url: row.imageUrl } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
