/**
 * Who is calling. `request.user` is filled from a bearer token whose user still exists; the role is read from
 * the database on every call, so a demoted admin or a deleted user loses access at once.
 *
 * Routes opt in with `preHandler: app.authenticate` (signed in), `app.requireAdmin` (admin) or
 * `app.identify` (optional: guests pass with `request.user = null`).
 */
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../domain/business-constants';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
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
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('user', null);

    /** Resolves the caller or throws 401. `undefined` token → returns null (for optional auth). */
    async function resolve(request: FastifyRequest, required: boolean): Promise<AuthUser | null> {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw unauthorized(AUTH_MESSAGES.missing);
        return null;
      }
      const result = await app.tokens.verify(token);
      if (!result.ok)
        throw unauthorized(result.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
      if (!UUID_RE.test(result.claims.sub)) throw unauthorized(AUTH_MESSAGES.invalid);
      const [row] = await app.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          passwordChangedAt: users.passwordChangedAt,
        })
        .from(users)
        .where(eq(users.id, result.claims.sub))
        .limit(1);
      if (!row) throw unauthorized(AUTH_MESSAGES.gone);
      // A password reset ends every session that started before it (iat has whole-second precision).
      if (row.passwordChangedAt && result.claims.iat < Math.floor(row.passwordChangedAt.getTime() / 1000)) {
        throw unauthorized(AUTH_MESSAGES.passwordChanged);
      }
      const { passwordChangedAt: _changed, ...user } = row;
      return user;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await resolve(request, true);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      request.user = await resolve(request, false);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await resolve(request, true);
      if (user?.role !== 'admin') throw forbidden(AUTH_MESSAGES.notAdmin);
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
