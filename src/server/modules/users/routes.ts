import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The users module's routes (mounted under /api by modules/index.ts). */
const usersRoutes: FastifyPluginAsyncZod = async () => {};

export default usersRoutes;
