import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SlugsBody } from '#domain/schemas/catalog';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadCategoriesWithSubcategories } from '#server/lib/catalog/category-queries';

/**
 * POST /api/subcategory/getsubs-by-slugs { slugs } → { success, categories } where `categories` is an object
 * keyed by category slug; each entry is the category with its subcategories in their sort order (with title,
 * description and count) — home's featured collection block reads `categories[BRAND.collectionSlug]`.
 * Unknown slugs are simply absent.
 */
const subcategoriesBySlugs: FastifyPluginAsyncZod = async (app) => {
  app.post('/subcategory/getsubs-by-slugs', { schema: { body: SlugsBody } }, async (request, reply) => {
    const slugs = [...new Set(request.body.slugs)].sort();
    const cached = await catalogCache(app).json(`subs-by-slugs:${slugs.join(',')}`, async () => {
      const found = await loadCategoriesWithSubcategories(app.db, { slugs, withCounts: true });
      return { body: { success: true, categories: Object.fromEntries(found.map((c) => [c.slug, c])) } };
    });
    return sendCached(request, reply, cached);
  });
};
export default subcategoriesBySlugs;
