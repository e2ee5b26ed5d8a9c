import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin module's routes (mounted under /api by modules/index.ts). */
const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
