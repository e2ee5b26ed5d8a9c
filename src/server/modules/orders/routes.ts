import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The orders module's routes (mounted under /api by modules/index.ts). */
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
