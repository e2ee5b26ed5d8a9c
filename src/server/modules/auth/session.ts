/**
 * Who am I, and may I see that account:
 * - GET /api/auth/check-auth — the caller (the storefront guard and the page-load check);
 * - GET /api/auth/admin/check-auth — the caller if an admin (the admin guard); 403 for a signed-in shopper;
 * - GET /api/auth/get-user/{id} — yourself, or any user for an admin (403 otherwise, 404 unknown);
 * - POST /api/auth/logout — ends the caller's session on the server (the token stops working everywhere at once)
 *   and clears the web app's session cookie (also when the session had already ended);
 * - POST /api/auth/session-cookie — bearer only: puts the bearer's session into the session cookie, once, for a
 *   browser that still kept its token in localStorage from before decision 113.
 * The role always comes from the database (plugins/auth.ts), never from the token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, MessageReply, UserReply } from '#domain/schemas/auth';
import { IdParams } from '#domain/schemas/common';
import { AppError, forbidden, notFound, unauthorized } from '#server/errors';
import { clearSessionCookie, setSessionCookie } from '#server/lib/session-cookie';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { findUserById } from '#server/lib/users/user-queries';
import { toUserDto } from '#server/lib/users/user-dto';

export const SESSION_MOVED = 'Your session is now kept in a cookie.';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = async (id: string) => {
    const row = await findUserById(app.db, id);
    // Deleted between the token check and this read.
    if (!row) throw unauthorized(AUTH_MESSAGES.gone);
    return { success: true as const, user: toUserDto(row) };
  };
  const noStore = { 'cache-control': 'no-store' };

  const user = { response: { 200: UserReply } };
  app.get('/auth/check-auth', { onRequest: app.authenticate, schema: user }, async (request, reply) => {
    reply.headers(noStore);
    return me(request.user!.id);
  });

  app.post('/auth/logout', { schema: { response: { 200: MessageReply } } }, async (request, reply) => {
    try {
      await app.authenticate(request, reply);
    } catch (err) {
      // A session that is gone already (ended, expired, missing) still leaves the browser without its cookie; a
      // cross-site attempt (403) changes nothing.
      if (err instanceof AppError && err.statusCode === 401) clearSessionCookie(request, reply);
      throw err;
    }
    await app.sessions.end(request.sessionId!, 'logout');
    clearSessionCookie(request, reply);
    return { success: true as const, message: AUTH_REPLIES.loggedOut };
  });

  app.post('/auth/session-cookie', { schema: user }, async (request, reply) => {
    // The bearer header is the proof here: a cookie alone cannot renew itself.
    const header = request.headers.authorization;
    if (!header) throw unauthorized(AUTH_MESSAGES.missing);
    await app.authenticate(request, reply);
    const token = /^Bearer\s+(\S+)$/i.exec(header.trim())![1]!;
    const verified = await app.tokens.verify(token);
    if (!verified.ok) throw unauthorized(AUTH_MESSAGES.invalid);
    setSessionCookie(request, reply, token, verified.claims.exp - Math.floor(Date.now() / 1000));
    return { success: true as const, message: SESSION_MOVED, user: (await me(request.user!.id)).user };
  });

  app.get('/auth/admin/check-auth', { onRequest: app.requireAdmin, schema: user }, async (request, reply) => {
    reply.headers(noStore);
    return me(request.user!.id);
  });

  app.get(
    '/auth/get-user/:id',
    { onRequest: app.authenticate, schema: { params: IdParams, response: { 200: UserReply } } },
    async (request, reply) => {
      const caller = request.user!;
      const { id } = request.params;
      if (id !== caller.id && caller.role !== 'admin') throw forbidden(AUTH_REPLIES.notYou);
      const row = await findUserById(app.db, id);
      if (!row) throw notFound(AUTH_REPLIES.userNotFound);
      reply.headers(noStore);
      return { success: true as const, user: toUserDto(row) };
    },
  );
};

export default sessionRoutes;
