import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The cart module's routes (mounted under /api by modules/index.ts). */
const cartRoutes: FastifyPluginAsyncZod = async () => {};

export default cartRoutes;
