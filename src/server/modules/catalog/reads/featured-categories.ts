import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '#server/lib/catalog/http';
import { loadCategoriesWithSubcategories } from '#server/lib/catalog/category-queries';

/**
 * GET /api/category/featured-categories → { success, categories } — the header's navigation. Each category
 * carries its subcategories (image and name) for the hover mega-menu and the mobile menu.
 */
const featuredCategories: FastifyPluginAsyncZod = async (app) => {
  cachedGet(app, '/category/featured-categories', 'featured-categories', async () => ({
    categories: await loadCategoriesWithSubcategories(app.db, { featuredOnly: true }),
  }));
};
export default featuredCategories;
