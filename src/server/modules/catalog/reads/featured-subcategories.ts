import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '#server/lib/catalog/http';
import { loadSubcategories } from '#server/lib/catalog/category-queries';

/**
 * GET /api/subcategory/featured-subcategories → { success, subcategories } — home's Shop by Category grid:
 * image, name, category and the number of active pieces each shows.
 */
const featuredSubcategories: FastifyPluginAsyncZod = async (app) => {
  cachedGet(app, '/subcategory/featured-subcategories', 'featured-subcategories', async () => ({
    subcategories: await loadSubcategories(app.db, { featuredOnly: true, withCounts: true }),
  }));
};
export default featuredSubcategories;
