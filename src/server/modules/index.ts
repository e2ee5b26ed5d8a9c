/**
 * Every API module, mounted under /api. Each module is a Fastify plugin that owns its routes, their schemas
 * and their queries; modules talk to each other only through the database and the services in plugins/services.
 */
import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/routes';
import catalogRoutes from './catalog/routes';

const apiModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
};

export default apiModules;
