import type { ReactNode } from 'react';
import { SessionGuard } from './guard';

/**
 * Renders its children for a signed-in shopper whose session cookie the server accepts (GET /api/auth/check-auth);
 * otherwise logs out and redirects to /login with `state.from` = the page asked for.
 * Used by /checkout and /profile.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <SessionGuard scope="user">{children}</SessionGuard>;
}
