import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES } from '#domain/schemas/catalog';
import { notFound } from '#server/errors';
import { callerIsAdmin, sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { findProduct } from '#server/lib/catalog/product-queries';

const Params = z.object({ id: z.string().max(300) });

/**
 * GET /api/product/get-product/{idOrSlug} → { success, product, redirect? }: the product page (by the slug in
 * its URL) and the admin view (by id). A slug the product had before a rename still finds it and adds
 * `redirect: { from, to }` so the page can move to the current address. Shoppers see active products only; an
 * admin also inactive ones. GET /api/product/getproduct/{id} is the same read for the admin's edit form.
 */
const getProduct: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/product/get-product/:id', '/product/getproduct/:id']) {
    app.get(path, { schema: { params: Params } }, async (request, reply) => {
      const ref = request.params.id;
      if (await callerIsAdmin(app, request)) {
        const found = await findProduct(app.db, ref, { activeOnly: false });
        if (!found) throw notFound(CATALOG_MESSAGES.productNotFound);
        reply.header('cache-control', 'no-store');
        return { success: true as const, ...found };
      }
      const cached = await catalogCache(app).json(`product:${ref.toLowerCase()}`, async () => {
        const found = await findProduct(app.db, ref, { activeOnly: true });
        return found
          ? { body: { success: true, ...found } }
          : { status: 404, body: { success: false, message: CATALOG_MESSAGES.productNotFound } };
      });
      return sendCached(request, reply, cached);
    });
  }
};
export default getProduct;
