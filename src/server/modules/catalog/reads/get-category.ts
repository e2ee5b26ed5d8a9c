import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES } from '#domain/schemas/catalog';
import { isUuid } from '#domain/ids';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadCategoriesWithSubcategories } from '#server/lib/catalog/category-queries';

const Params = z.object({ id: z.string().max(200) });

/** GET /api/category/get-category/{id} → { success, category } with its subcategories; 404 when unknown. */
const getCategory: FastifyPluginAsyncZod = async (app) => {
  app.get('/category/get-category/:id', { schema: { params: Params } }, async (request, reply) => {
    const { id } = request.params;
    const cached = await catalogCache(app).json(`category:${id}`, async () => {
      const [category] = isUuid(id) ? await loadCategoriesWithSubcategories(app.db, { ids: [id] }) : [];
      return category
        ? { body: { success: true, category } }
        : { status: 404, body: { success: false, message: CATALOG_MESSAGES.categoryNotFound } };
    });
    return sendCached(request, reply, cached);
  });
};
export default getCategory;
