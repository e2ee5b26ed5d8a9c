import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, RelatedQuery } from '#domain/schemas/catalog';
import { queryRows } from '#server/db/client';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { findProduct, loadProductsByIds } from '#server/lib/catalog/product-queries';

const Params = z.object({ id: z.string().max(300) });

/**
 * GET /api/product/{idOrSlug}/related?limit= → { success, products } — 'You May Also Like': active pieces of the
 * same subcategory first, then of the same category, featured and newest first; never the product itself.
 */
const relatedProducts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id/related',
    { schema: { params: Params, querystring: RelatedQuery } },
    async (request, reply) => {
      const ref = request.params.id;
      const { limit } = request.query;
      const cached = await catalogCache(app).json(`related:${ref.toLowerCase()}:${limit}`, async () => {
        const found = await findProduct(app.db, ref, { activeOnly: true });
        if (!found)
          return { status: 404, body: { success: false, message: CATALOG_MESSAGES.productNotFound } };
        const { product } = found;
        const subId = product.subcategory?._id ?? null;
        const rows = await queryRows<{ id: string }>(
          app.db,
          sql`select p.id from products p
              where p.status = 'active' and p.id <> ${product._id}
                and (p.category_id = ${product.category._id} or p.subcategory_id = ${subId})
              order by (p.subcategory_id is not distinct from ${subId}) desc, p.is_featured desc,
                       p.created_at desc, p.id
              limit ${limit}`,
        );
        const products = await loadProductsByIds(
          app.db,
          rows.map((r) => r.id),
          { activeOnly: true },
        );
        return { body: { success: true, products } };
      });
      return sendCached(request, reply, cached);
    },
  );
};
export default relatedProducts;
