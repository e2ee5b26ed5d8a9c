import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The auth module's routes (mounted under /api by modules/index.ts). */
const authRoutes: FastifyPluginAsyncZod = async () => {};

export default authRoutes;
