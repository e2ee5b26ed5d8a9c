import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '#server/lib/catalog/http';
import { loadCategories, loadCategoriesWithSubcategories } from '#server/lib/catalog/category-queries';

/**
 * GET /api/category/allcategories → { success, categories } (admin list, the listing's category filter).
 * GET /api/category/getCatWithSubCats → { success, categories } each with its subcategories nested.
 */
const allCategories: FastifyPluginAsyncZod = async (app) => {
  cachedGet(app, '/category/allcategories', 'allcategories', async () => ({
    categories: await loadCategories(app.db),
  }));

  cachedGet(app, '/category/getCatWithSubCats', 'getCatWithSubCats', async () => ({
    categories: await loadCategoriesWithSubcategories(app.db, { withCounts: true }),
  }));
};
export default allCategories;
