/**
 * Catalogue reads shared by the storefront and the admin (storefront.md §7, admin.md §7).
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../db/schema';
import { loadProducts } from './product-queries';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/product/getproducts — every active product, newest first. */
  app.get('/product/getproducts', async () => {
    const list = await loadProducts(app.db, {
      activeOnly: true,
      orderBy: [desc(products.createdAt), desc(products.id)],
    });
    return { success: true as const, products: list };
  });
};

export default catalogRoutes;
