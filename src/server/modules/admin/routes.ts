/**
 * The admin module (docs/shop/admin.md §7 and docs/shop/conventions.md §2's admin rule and §4's admin calls),
 * mounted under /api by modules/index.ts.
 *
 * Every route registered in this scope is guarded by one `onRequest` hook: 401 without a valid token, 403 for a
 * non-admin (role read from the database). It runs before the body is parsed or validated, so a caller who is
 * not an admin learns nothing from validation errors and never gets an upload stored
 * (docs/decisions/043-admin-guard-and-forms.md). Replies are private: `Cache-Control: no-store`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import categoryRoutes from './categories/category-routes';
import subcategoryRoutes from './subcategories/subcategory-routes';
import addProductRoute from './products/add-product';
import updateProductRoute from './products/update-product';
import deleteProductRoute from './products/delete-product';
import getAdminProductRoute from './products/get-admin-product';
import duplicateProductRoute from './products/duplicate-product';
import bulkTemplateRoute from './bulk/bulk-template';
import bulkAddRoute from './bulk/bulk-add';
import dashboardRoutes from './dashboard/dashboard-routes';
import exportRoutes from './export/export-routes';
import orderRoutes from './orders/order-routes';
import userRoutes from './users/user-routes';
import appointmentRoutes from './appointments/appointment-routes';
import customerRoutes from './customers/customer-routes';
import { registerAdminPageHeads } from './page-heads';

/** "METHOD /api/path" of every admin route, as registered (the guard test checks it covers them all). */
export const adminRouteList = new Set<string>();

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') adminRouteList.add(`${method} ${route.url}`);
  });
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(categoryRoutes);
  await app.register(subcategoryRoutes);
  await app.register(addProductRoute);
  await app.register(updateProductRoute);
  await app.register(deleteProductRoute);
  await app.register(getAdminProductRoute);
  await app.register(duplicateProductRoute);
  await app.register(bulkTemplateRoute);
  await app.register(bulkAddRoute);
  await app.register(dashboardRoutes);
  await app.register(exportRoutes);
  await app.register(orderRoutes);
  await app.register(userRoutes);
  await app.register(appointmentRoutes);
  await app.register(customerRoutes);
  registerAdminPageHeads(app);
};

export default adminRoutes;
