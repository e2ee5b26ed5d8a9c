import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadSubcategories } from '#server/lib/catalog/category-queries';

/**
 * GET /api/subcategory/featured-subcategories → { success, subcategories } — home's Shop by Category grid:
 * image, name, category and the number of active pieces each shows.
 */
const featuredSubcategories: FastifyPluginAsyncZod = async (app) => {
  app.get('/subcategory/featured-subcategories', async (request, reply) => {
    const cached = await catalogCache(app).json('featured-subcategories', async () => ({
      body: {
        success: true,
        subcategories: await loadSubcategories(app.db, { featuredOnly: true, withCounts: true }),
      },
    }));
    return sendCached(request, reply, cached);
  });
};
export default featuredSubcategories;
