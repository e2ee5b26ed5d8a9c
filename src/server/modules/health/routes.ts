import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '#server/errors';
import { HealthReply } from '#domain/schemas/common';

/** GET /api/health — 200 {"status":"ok"} once the database answers (docs/shop/conventions.md §1). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthReply } } }, async (_request, reply) => {
    try {
      await app.dbHandle.ping();
    } catch {
      throw serviceUnavailable('The database is not answering.');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
};

export default healthRoutes;
