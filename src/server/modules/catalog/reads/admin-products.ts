import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductsQuery } from '../../../../domain/schemas/catalog';
import { pageInfo, pageWindow } from '../../../../domain/paging';
import { products } from '../../../db/schema';
import { callerIsAdmin, sendCached } from '../http';
import { catalogCache } from '../read-cache';
import { loadProducts } from '../product-queries';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/product/getproducts?q=&page=&limit=&status= → { success, products, total, page, limit, pages }.
 * Newest first, one page at a time: without parameters the newest 20 active products; `limit` up to 100 (more
 * is a 400 — docs/decisions/084). The admin list adds a search over title, slug, tags and SKU and a status
 * filter (active, inactive or all — admins only; shoppers always get active products).
 */
const adminProducts: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/getproducts', { schema: { querystring: AdminProductsQuery } }, async (request, reply) => {
    const admin = await callerIsAdmin(app, request);
    const { q } = request.query;
    const status = admin ? (request.query.status ?? 'all') : 'active';
    const { limit, offset } = pageWindow(request.query);

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
          limit,
          offset,
        }),
        app.db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      return {
        success: true as const,
        products: list,
        ...pageInfo(request.query, Number(count?.total ?? 0)),
      };
    };

    if (admin) {
      reply.header('cache-control', 'no-store');
      return load();
    }
    const key = `getproducts:${JSON.stringify({ ...request.query, status })}`;
    const cached = await catalogCache(app).json(key, async () => ({
      body: await load(),
    }));
    return sendCached(request, reply, cached);
  });
};
export default adminProducts;
