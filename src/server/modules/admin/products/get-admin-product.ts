/**
 * GET /api/admin/products/{id} — beyond the spec: the product with its "Also show in" lists, which the shared
 * catalogue reads do not carry, for the admin's edit form. Any status (inactive products included).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { IdParams } from '#domain/schemas/common';
import { AdminProductReply } from '#domain/schemas/admin-product';
import { notFound } from '#server/errors';
import { loadAdminProduct } from './product-read';

const getAdminProductRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products/:id',
    { schema: { params: IdParams, response: { 200: AdminProductReply } } },
    async (request) => {
      const product = await loadAdminProduct(app.db, request.params.id);
      if (!product) throw notFound(M.productNotFound);
      return { success: true as const, product };
    },
  );
};

export default getAdminProductRoute;
