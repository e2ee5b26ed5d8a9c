/**
 * Every API module, mounted under /api. Each module is a Fastify plugin that owns its routes, their schemas
 * and their queries; modules talk to each other only through the database, the services in plugins/services and
 * the shared code of src/server/lib — never by importing another module's files (a lint rule; decision 125).
 */
import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/routes';
import catalogRoutes from './catalog/routes';
import authRoutes from './auth/routes';
import usersRoutes from './users/routes';
import appointmentsRoutes from './appointments/routes';
import cartRoutes from './cart/routes';
import wishlistRoutes from './wishlist/routes';
import checkoutRoutes from './checkout/routes';
import adminRoutes from './admin/routes';
import ratesRoutes from './rates/routes';
import discountsRoutes from './discounts/routes';
import reviewRoutes from './reviews/routes';
import addressRoutes from './addresses/routes';
import { assertStorableText } from '../lib/text-guard';

const apiModules: FastifyPluginAsync = async (app) => {
  // Text the database cannot store (NUL, lone surrogates) in a body is a 400 before any handler sees it. Ids and
  // slugs in paths and query strings keep their own rules (an impossible id is a 404, as for any unknown id).
  app.addHook('preValidation', async (request) => {
    // A write sent without a body (or with JSON null) is checked as an empty object, so the reply names the first
    // missing field in the spec's words rather than "expected object".
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
    assertStorableText(request.body);
  });
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(appointmentsRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(checkoutRoutes);
  await app.register(adminRoutes);
  await app.register(ratesRoutes);
  await app.register(discountsRoutes);
  await app.register(reviewRoutes);
  await app.register(addressRoutes);
};

export default apiModules;
