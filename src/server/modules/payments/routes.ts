import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The payments module's routes (mounted under /api by modules/index.ts). */
const paymentsRoutes: FastifyPluginAsyncZod = async () => {};

export default paymentsRoutes;
