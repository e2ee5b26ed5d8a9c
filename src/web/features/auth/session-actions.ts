/**
 * Signing in and out, and keeping the stored session honest (docs/shop/storefront.md §4 "Auth"). The session
 * itself is the HttpOnly cookie the server set at sign-in (docs/decisions/113); the browser keeps only the user
 * record.
 * - `signIn` stores the user record (key `user`) and tells the session listeners;
 * - `logout` ends the session on the server (POST /api/auth/logout, which also clears the cookie), forgets the
 *   user record, tells the listeners and toasts 'Logged out successfully' (silently when the session was rejected
 *   rather than ended by the shopper);
 * - `watchSession` runs once per page load: a session the server no longer accepts logs out silently, and any
 *   call made while signed in answered 401 does the same (api-client's onUnauthorized).
 *
 * No zod here: this module is part of the first-load bundle (the header's account menu uses it).
 */
import { toast } from '#web/lib/toast';
import { ApiError, api, onUnauthorized } from '#web/lib/api-client';
import { session, type SessionUser } from '#web/lib/session';
import { queryClient } from '#web/app/query-client';
import { emitSignedIn, emitSignedOut } from './session-events';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const TOKEN_MISSING = 'Authentication token not found. Please log in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Query key of the server's answer to "who am I" for one signed-in user (guards and the page-load check share
 * it); every sign-in and sign-out removes the `auth` queries, so a new session is always asked afresh.
 */
export const sessionQueryKey = (scope: 'user' | 'admin', userId: string | null) =>
  ['auth', 'check', scope, userId] as const;

/**
 * The message for a rejected session. The cookie lives exactly as long as its token, so a browser that thinks it
 * is signed in but sent no cookie has seen it expire.
 */
export const rejectionMessage = (message: string | undefined): string | undefined =>
  message === TOKEN_MISSING ? SESSION_EXPIRED : message;

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

/** GET /api/auth/check-auth or /api/auth/admin/check-auth for the session cookie. */
export async function fetchMe(scope: 'user' | 'admin'): Promise<MeReply> {
  const reply = await api(scope === 'admin' ? '/api/auth/admin/check-auth' : '/api/auth/check-auth');
  if (!isMeReply(reply)) throw new ApiError('Unexpected reply from the server.', 200);
  return reply;
}

/** After a sign-in call: the server has set the session cookie; the reply's token is not kept. */
export async function signIn(user: SessionUser): Promise<void> {
  session.setUser(user);
  queryClient.removeQueries({ queryKey: ['auth'] });
  await emitSignedIn(user);
}

export interface SessionEnd {
  /** `logout`: the shopper chose to; `rejected`: the server refused the session; `expired`: it ran out. */
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
  const hadSession = session.signedIn();
  // The server ends the session and clears the cookie; the page forgets the user at once. Offline, the cookie
  // stays until it expires, but the page shows the shopper signed out (the next sign-in replaces it).
  if (!options.silent && hadSession)
    void api('/api/auth/logout', { method: 'POST', auth: false }).catch(() => {});
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
    if (!session.signedIn()) return;
    const message = rejectionMessage(err.message);
    void logout({ silent: true, reason: message === SESSION_EXPIRED ? 'expired' : 'rejected', message });
  });
  const { user } = session.get();
  if (!user) return;
  queryClient
    .fetchQuery({
      queryKey: sessionQueryKey('user', user._id),
      queryFn: () => fetchMe('user'),
      staleTime: 30_000,
    })
    .then((reply) => {
      if (session.get().user?._id === reply.user._id) session.setUser(reply.user);
    })
    .catch((err: unknown) => {
      // 401 already logged out through onUnauthorized; a network failure keeps the session for now.
      if (err instanceof ApiError && (err.status === 403 || err.status === 404))
        void logout({ silent: true });
    });
}
