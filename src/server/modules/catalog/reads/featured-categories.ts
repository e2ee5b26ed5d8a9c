import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadCategoriesWithSubcategories } from '#server/lib/catalog/category-queries';

/**
 * GET /api/category/featured-categories → { success, categories } — the header's navigation. Each category
 * carries its subcategories (image and name) for the hover mega-menu and the mobile menu.
 */
const featuredCategories: FastifyPluginAsyncZod = async (app) => {
  app.get('/category/featured-categories', async (request, reply) => {
    const cached = await catalogCache(app).json('featured-categories', async () => ({
      body: {
        success: true,
        categories: await loadCategoriesWithSubcategories(app.db, { featuredOnly: true }),
      },
    }));
    return sendCached(request, reply, cached);
  });
};
export default featuredCategories;
