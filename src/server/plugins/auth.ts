/**
 * Who is calling. `request.user` is filled from a token whose session is still open and whose user still exists
 * (one query: sessions joined to users); the role is read from the database on every call, so a demoted admin, a
 * deleted user or an ended session (logout, password reset or change — lib/sessions.ts) loses access at once, in
 * every process.
 *
 * The token comes from the `Authorization: Bearer` header (API clients) or, without that header, from the web
 * app's HttpOnly session cookie (lib/session-cookie.ts); the two are checked alike. A write (POST, PUT, PATCH,
 * DELETE) authenticated by the cookie alone must prove it comes from the shop's own pages (Origin or Referer,
 * Sec-Fetch-Site), or it is refused with 403 before the token is even read (docs/decisions/113).
 *
 * Routes opt in with `onRequest: app.authenticate` (signed in), `app.requireAdmin` (admin) or
 * `app.identify` (optional: guests pass with `request.user = null`). Always as an `onRequest` hook: the caller is
 * known before the body is read and the route's schemas run, so a stranger gets 401 (or 403), never a 400 about
 * a payload they may not send (docs/decisions/119).
 */
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#domain/business-constants';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { createSessionService, type SessionService } from '../lib/sessions';
import { isUnsafeMethod, provesSameOrigin, readSessionCookie } from '../lib/session-cookie';
import { isUuid } from '#domain/ids';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The caller's session (sessions.id), when signed in. */
    sessionId: string | null;
    /** How the caller's token came: the bearer header or the session cookie (null for a guest). */
    authVia: 'bearer' | 'cookie' | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication token not found. Please log in again.',
  invalid: 'Your session is not valid. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  gone: 'This account no longer exists.',
  notAdmin: 'Admin access only.',
  passwordChanged: 'Your password was changed. Please log in again.',
  ended: 'Your session has ended. Please log in again.',
  crossSite:
    'This request did not come from the shop’s own pages, so it was refused. Please reload the page and try again.',
} as const;

interface Who {
  user: AuthUser;
  sessionId: string;
  via: 'bearer' | 'cookie';
}

const PRUNE_EVERY_MS = 60 * 60_000;

function bearerToken(header: string): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * The caller's token and where it came from. An Authorization header wins over the cookie, even when it is not a
 * usable bearer (an API client's mistake should read as one, not fall back to a browser's cookie).
 */
function credential(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const header = request.headers.authorization;
  if (header) {
    const token = bearerToken(header);
    return token ? { token, via: 'bearer' } : undefined;
  }
  const cookie = readSessionCookie(request.headers.cookie);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('authVia', null);
    app.decorate('sessions', createSessionService(app.db, app.tokens));

    const pruner = setInterval(() => {
      app.sessions
        .prune()
        .catch((err: Error) => app.log.warn({ reason: err.message }, 'session prune failed'));
    }, PRUNE_EVERY_MS);
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));

    /** Resolves the caller or throws 401. `undefined` token → returns null (for optional auth). */
    async function resolve(request: FastifyRequest, required: boolean): Promise<Who | null> {
      const given = credential(request);
      if (!given) {
        if (required) throw unauthorized(AUTH_MESSAGES.missing);
        return null;
      }
      // The browser sends the cookie with any request to the shop, whoever's page made it: a write it alone
      // authenticates must show it comes from the shop's own pages (docs/decisions/113).
      if (
        given.via === 'cookie' &&
        isUnsafeMethod(request.method) &&
        !provesSameOrigin(request, app.config.appUrl)
      )
        throw forbidden(AUTH_MESSAGES.crossSite);
      const { token, via } = given;
      const result = await app.tokens.verify(token);
      if (!result.ok)
        throw unauthorized(result.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
      const { sub, sid } = result.claims;
      if (!isUuid(sub) || !isUuid(sid)) throw unauthorized(AUTH_MESSAGES.invalid);
      const [row] = await app.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          sessionUser: sessions.userId,
          endedReason: sessions.endedReason,
          endedAt: sessions.endedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(users)
        .leftJoin(sessions, eq(sessions.id, sid))
        .where(eq(users.id, sub))
        .limit(1);
      if (!row) throw unauthorized(AUTH_MESSAGES.gone);
      // A session of another user (a forged pairing) is as good as none.
      if (row.sessionUser !== sub) throw unauthorized(AUTH_MESSAGES.invalid);
      if (row.endedAt) {
        const changed = row.endedReason === 'password-reset' || row.endedReason === 'password-change';
        throw unauthorized(changed ? AUTH_MESSAGES.passwordChanged : AUTH_MESSAGES.ended);
      }
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.expired);
      const { sessionUser: _u, endedReason: _r, endedAt: _e, expiresAt: _x, ...user } = row;
      return { user, sessionId: sid, via };
    }

    const apply = (request: FastifyRequest, who: Who | null) => {
      request.user = who?.user ?? null;
      request.sessionId = who?.sessionId ?? null;
      request.authVia = who?.via ?? null;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      apply(request, await resolve(request, true));
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      apply(request, await resolve(request, false));
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const who = await resolve(request, true);
      if (who?.user.role !== 'admin') throw forbidden(AUTH_MESSAGES.notAdmin);
      apply(request, who);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
