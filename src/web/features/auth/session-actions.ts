/**
 * Signing in and out, and keeping the stored session honest (storefront.md §4 "Auth"):
 * - `signIn` stores token and user (keys `token`, `user`) and tells the session listeners;
 * - `logout` ends the session on the server (POST /api/auth/logout, when the shopper chose to), clears token and
 *   user, tells the listeners and toasts 'Logged out successfully' (silently when the session was rejected rather
 *   than ended by the shopper);
 * - `watchSession` runs once per page load: a missing, expired or server-rejected token logs out silently, and
 *   any authenticated call answered 401 does the same (api-client's onUnauthorized).
 *
 * No zod here: this module is part of the first-load bundle (the header's account menu uses it).
 */
import { toast } from '../../lib/toast';
import { ApiError, api, onUnauthorized } from '../../lib/api-client';
import { isTokenExpired, session, type SessionUser } from '../../lib/session';
import { queryClient } from '../../app/query-client';
import { emitSignedIn, emitSignedOut } from './session-events';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const TOKEN_MISSING = 'Authentication token not found. Please log in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Query key of the server's answer to "who am I" for one token (guards and the page-load check share it). */
export const sessionQueryKey = (scope: 'user' | 'admin', token: string | null) =>
  ['auth', 'check', scope, token] as const;

export interface MeReply {
  success: true;
  user: SessionUser;
}

function isMeReply(v: unknown): v is MeReply {
  const user = (v as { user?: Partial<SessionUser> } | null)?.user;
  return (
    !!user && typeof user._id === 'string' && typeof user.name === 'string' && typeof user.role === 'string'
  );
}

/** GET /api/auth/check-auth or /api/auth/admin/check-auth for the stored token. */
export async function fetchMe(scope: 'user' | 'admin'): Promise<MeReply> {
  const reply = await api(scope === 'admin' ? '/api/auth/admin/check-auth' : '/api/auth/check-auth');
  if (!isMeReply(reply)) throw new ApiError('Unexpected reply from the server.', 200);
  return reply;
}

export async function signIn(token: string, user: SessionUser): Promise<void> {
  session.set(token, user);
  queryClient.removeQueries({ queryKey: ['auth'] });
  await emitSignedIn(user);
}

export interface SessionEnd {
  /** `logout`: the shopper chose to; `rejected`: the server refused the token; `expired`: its exp passed. */
  reason: 'logout' | 'rejected' | 'expired';
  message?: string;
  at: number;
}
let lastEnd: SessionEnd | null = null;
/** How the session ended, if it ended a moment ago (a guard then explains, or goes home after a logout). */
export const recentSessionEnd = (): SessionEnd | null =>
  lastEnd && Date.now() - lastEnd.at < 3000 ? lastEnd : null;

export async function logout(
  options: { silent?: boolean; reason?: SessionEnd['reason']; message?: string } = {},
): Promise<void> {
  const hadSession = !!session.token() || !!session.get().user;
  // The request carries the token now (its headers are made at the call), so the browser can forget it at once;
  // a failure (offline) leaves a token nobody holds any more, which expires with its session.
  if (!options.silent && session.token()) void api('/api/auth/logout', { method: 'POST' }).catch(() => {});
  lastEnd = {
    reason: options.reason ?? (options.silent ? 'rejected' : 'logout'),
    message: options.message,
    at: Date.now(),
  };
  session.clear();
  queryClient.removeQueries({ queryKey: ['auth'] });
  if (!options.silent) toast.success(LOGGED_OUT_MESSAGE, { id: 'logged-out' });
  if (hadSession) await emitSignedOut();
}

let watching = false;
/** Once per page load: drop a session the browser or the server no longer accepts. */
export function watchSession(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  onUnauthorized((err) => {
    if (session.token()) void logout({ silent: true, reason: 'rejected', message: err.message });
  });
  const { token, user } = session.get();
  if (!token) {
    if (user) session.clear();
    return;
  }
  if (isTokenExpired(token)) {
    void logout({ silent: true, reason: 'expired', message: SESSION_EXPIRED });
    return;
  }
  queryClient
    .fetchQuery({
      queryKey: sessionQueryKey('user', token),
      queryFn: () => fetchMe('user'),
      staleTime: 30_000,
    })
    .then((reply) => {
      if (session.token() === token) session.setUser(reply.user);
    })
    .catch((err: unknown) => {
      // 401 already logged out through onUnauthorized; a network failure keeps the session for now.
      if (err instanceof ApiError && (err.status === 403 || err.status === 404))
        void logout({ silent: true });
    });
}
