import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The appointments module's routes (mounted under /api by modules/index.ts). */
const appointmentsRoutes: FastifyPluginAsyncZod = async () => {};

export default appointmentsRoutes;
