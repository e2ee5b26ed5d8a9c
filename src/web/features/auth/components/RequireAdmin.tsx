import type { ReactNode } from 'react';
import { SessionGuard } from './guard';

/**
 * Renders its children for an admin (GET /api/auth/admin/check-auth, role read from the database, and the local
 * expiry check). Signed out or rejected → /login with `state.from`; signed in without the admin role → home.
 * Wraps /admin/*.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <SessionGuard scope="admin">{children}</SessionGuard>;
}
