/**
 * Who am I, and may I see that account:
 * - GET /api/auth/check-auth — the caller (the storefront guard and the page-load check);
 * - GET /api/auth/admin/check-auth — the caller if an admin (the admin guard); 403 for a signed-in shopper;
 * - GET /api/auth/get-user/{id} — yourself, or any user for an admin (403 otherwise, 404 unknown);
 * - POST /api/auth/logout — ends the caller's session on the server (the token stops working everywhere at once).
 * The role always comes from the database (plugins/auth.ts), never from the token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES } from '../../../domain/schemas/auth';
import { IdParams } from '../../../domain/schemas/common';
import { forbidden, notFound, unauthorized } from '../../errors';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { findUserById } from '../users/user-queries';
import { toUserDto } from '../users/user-dto';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = async (id: string) => {
    const row = await findUserById(app.db, id);
    // Deleted between the token check and this read.
    if (!row) throw unauthorized(AUTH_MESSAGES.gone);
    return { success: true as const, user: toUserDto(row) };
  };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/auth/check-auth', { onRequest: app.authenticate }, async (request, reply) => {
    reply.headers(noStore);
    return me(request.user!.id);
  });

  app.post('/auth/logout', { onRequest: app.authenticate }, async (request, reply) => {
    await app.sessions.end(request.sessionId!, 'logout');
    reply.headers(noStore);
    return { success: true as const, message: AUTH_REPLIES.loggedOut };
  });

  app.get('/auth/admin/check-auth', { onRequest: app.requireAdmin }, async (request, reply) => {
    reply.headers(noStore);
    return me(request.user!.id);
  });

  app.get(
    '/auth/get-user/:id',
    { onRequest: app.authenticate, schema: { params: IdParams } },
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
