import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, ListingQuery } from '../../../../domain/schemas/catalog';
import { sendCached } from '../http';
import { catalogCache } from '../read-cache';
import { listingReply } from '../listing-service';

/**
 * GET /api/product/get-products-filtered → { success, message, products, listing, total, page, limit,
 * totalPages }. The listing is named by the spec's categoryId or subcategoryId, or by a slug (slug,
 * categorySlug, subcategorySlug) so a pasted listing URL loads; none means the whole shop. Filters: metals,
 * categories (slugs), minPrice/maxPrice in rupees (no maxPrice: no upper limit); sort: price_asc, price_desc,
 * newest (default), best_selling; page and limit. Only active products. Unknown listing → 404.
 */
const productsFiltered: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/get-products-filtered',
    { schema: { querystring: ListingQuery } },
    async (request, reply) => {
      const query = request.query;
      const key = `listing:${JSON.stringify(query)}`;
      const cached = await catalogCache(app).json(key, async () => {
        const body = await listingReply(app.db, query);
        return body
          ? { body }
          : { status: 404, body: { success: false, message: CATALOG_MESSAGES.listingNotFound } };
      });
      return sendCached(request, reply, cached);
    },
  );
};
export default productsFiltered;
