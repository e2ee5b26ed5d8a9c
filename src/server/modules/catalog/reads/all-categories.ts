import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadCategories, loadCategoriesWithSubcategories } from '#server/lib/catalog/category-queries';

/**
 * GET /api/category/allcategories → { success, categories } (admin list, the listing's category filter).
 * GET /api/category/getCatWithSubCats → { success, categories } each with its subcategories nested.
 */
const allCategories: FastifyPluginAsyncZod = async (app) => {
  app.get('/category/allcategories', async (request, reply) => {
    const cached = await catalogCache(app).json('allcategories', async () => ({
      body: { success: true, categories: await loadCategories(app.db) },
    }));
    return sendCached(request, reply, cached);
  });

  app.get('/category/getCatWithSubCats', async (request, reply) => {
    const cached = await catalogCache(app).json('getCatWithSubCats', async () => ({
      body: {
        success: true,
        categories: await loadCategoriesWithSubcategories(app.db, { withCounts: true }),
      },
    }));
    return sendCached(request, reply, cached);
  });
};
export default allCategories;
