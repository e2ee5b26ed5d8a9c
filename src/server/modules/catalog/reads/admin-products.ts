import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE, AdminProductsQuery } from '../../../../domain/schemas/catalog';
import { products } from '../../../db/schema';
import { callerIsAdmin, sendCached } from '../http';
import { catalogCache } from '../read-cache';
import { loadProducts } from '../product-queries';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/product/getproducts?q=&page=&limit=&status= → { success, products, total, page, limit }.
 * The spec's call (no parameters) answers every active product, newest first. The admin list adds a search
 * over title, slug, tags and SKU, a status filter (active, inactive or all — admins only; shoppers always get
 * active products) and pages.
 */
const adminProducts: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/getproducts', { schema: { querystring: AdminProductsQuery } }, async (request, reply) => {
    const admin = await callerIsAdmin(app, request);
    const { q, page: askedPage, limit: askedLimit } = request.query;
    const status = admin ? (request.query.status ?? 'all') : 'active';
    const paged = askedPage !== undefined || askedLimit !== undefined;
    const limit = paged ? (askedLimit ?? ADMIN_PAGE_SIZE.default) : undefined;
    const page = askedPage ?? 1;

    const load = async () => {
      const conditions: SQL[] = [];
      if (status !== 'all') conditions.push(eq(products.status, status));
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(
          or(
            ilike(products.title, pattern),
            ilike(products.slug, pattern),
            sql`aurelia_tags_text(${products.tags}) ilike ${pattern}`,
            sql`exists (select 1 from variants v where v.product_id = ${products.id} and v.sku ilike ${pattern})`,
          )!,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [list, [count]] = await Promise.all([
        loadProducts(app.db, {
          where,
          orderBy: [desc(products.createdAt), desc(products.id)],
          ...(limit !== undefined ? { limit, offset: (page - 1) * limit } : {}),
        }),
        app.db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      const total = Number(count?.total ?? 0);
      return { success: true as const, products: list, total, page, limit: limit ?? total };
    };

    if (admin) {
      reply.header('cache-control', 'no-store');
      return load();
    }
    const cached = await catalogCache(app).json(`getproducts:${JSON.stringify(request.query)}`, async () => ({
      body: await load(),
    }));
    return sendCached(request, reply, cached);
  });
};
export default adminProducts;
