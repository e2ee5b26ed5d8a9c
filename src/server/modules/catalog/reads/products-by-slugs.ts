import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, ProductsBySlugsBody } from '#domain/schemas/catalog';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { resolveListing } from '../listing-target';
import { listingPage } from '../listing-service';

/**
 * POST /api/product/get-products-by-category-slugs { slugs, limit? } → { success, message, data } with one entry
 * per known slug, in the order asked: `{ details, products }`, details.slug being the slug. A slug names a
 * subcategory (new-arrivals, best-seller, trending-now: home's product rows) or else a category. Each entry
 * holds its newest `limit` (default 8) active products, including those listed in it.
 */
const productsBySlugs: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product/get-products-by-category-slugs',
    { schema: { body: ProductsBySlugsBody } },
    async (request, reply) => {
      const slugs = [...new Set(request.body.slugs)];
      const limit = request.body.limit;
      const cached = await catalogCache(app).json(`by-slugs:${limit}:${slugs.join(',')}`, async () => {
        const data = [];
        for (const slug of slugs) {
          const target =
            (await resolveListing(app.db, { subcategorySlug: slug })) ??
            (await resolveListing(app.db, { categorySlug: slug }));
          if (!target) continue;
          const page = await listingPage(app.db, target, { page: 1, limit, sort: 'newest' });
          data.push({ details: { ...target.info, slug }, products: page.products });
        }
        return {
          body: {
            success: true,
            message: data.length ? CATALOG_MESSAGES.productsFound : CATALOG_MESSAGES.noProducts,
            data,
          },
        };
      });
      return sendCached(request, reply, cached);
    },
  );
};
export default productsBySlugs;
