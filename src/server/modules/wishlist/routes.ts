import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The wishlist module's routes (mounted under /api by modules/index.ts). */
const wishlistRoutes: FastifyPluginAsyncZod = async () => {};

export default wishlistRoutes;
