import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES } from '#domain/schemas/catalog';
import { isUuid } from '#domain/ids';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadCategories, loadSubcategories } from '#server/lib/catalog/category-queries';

const Params = z.object({ id: z.string().max(200) });

/**
 * GET /api/subcategory/by-category/{categoryId} → { success, subcategories, categoryTitle } (docs/shop/admin.md
 * §7); 404 for an unknown category.
 */
const subcategoriesByCategory: FastifyPluginAsyncZod = async (app) => {
  app.get('/subcategory/by-category/:id', { schema: { params: Params } }, async (request, reply) => {
    const { id } = request.params;
    const cached = await catalogCache(app).json(`subs-by-category:${id}`, async () => {
      const [category] = isUuid(id) ? await loadCategories(app.db, { ids: [id] }) : [];
      if (!category)
        return { status: 404, body: { success: false, message: CATALOG_MESSAGES.categoryNotFound } };
      const subcategories = await loadSubcategories(app.db, { categoryIds: [id], withCounts: true });
      return { body: { success: true, subcategories, categoryTitle: category.name } };
    });
    return sendCached(request, reply, cached);
  });
};
export default subcategoriesByCategory;
