import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductsQuery } from '../../../../domain/schemas/catalog';
import { pageInfo, pageWindow } from '../../../../domain/paging';
import { products } from '../../../db/schema';
import { callerIsAdmin, sendCached } from '../http';
import { catalogCache } from '../read-cache';
import { loadProducts } from '../product-queries';
import { searchAsTypedThenFuzzy, textMatch } from '../../admin/shared/fuzzy-search';
import { searchTerms } from '../search/terms';
import { loadLexicon } from '../search/search-vocabulary';
import { LOW_STOCK_THRESHOLD } from '../../../../domain/schemas/admin-dashboard';
import type {
  AdminProductSort,
  AdminStockFilter,
  SortDirection,
} from '../../../../domain/schemas/admin-paging';

// Correlated subqueries name the outer table themselves: drizzle may leave a column unqualified in a one-table
// select (the count), where `id` would then be the variant's.
const PRODUCT_ID = sql.raw('"products"."id"');

/** All variants' stock (a product without variants has none). */
const totalStock = sql`(select coalesce(sum(v.stock), 0) from variants v where v.product_id = ${PRODUCT_ID})`;
const lowestStock = sql`(select min(v.stock) from variants v where v.product_id = ${PRODUCT_ID})`;

/** The stock levels of docs/api/admin.md "Products list": out, low (some variant ≤ threshold), in. */
function stockLevel(level: AdminStockFilter): SQL {
  if (level === 'out') return sql`${totalStock} = 0`;
  if (level === 'low') return sql`(${totalStock} > 0 and ${lowestStock} <= ${LOW_STOCK_THRESHOLD})`;
  return sql`coalesce(${lowestStock}, 0) > ${LOW_STOCK_THRESHOLD}`;
}

/** The allowed sort keys, each mapped to its expression here (list_price_paise: decision 014's derived column). */
const SORT_COLUMNS: Record<AdminProductSort, SQL> = {
  name: sql`lower(${products.title})`,
  price: sql.raw('"products"."list_price_paise"'),
  stock: totalStock,
  created: sql`${products.createdAt}`,
};
const sortOrder = (sort: AdminProductSort, dir: SortDirection) =>
  dir === 'desc' ? sql`${SORT_COLUMNS[sort]} desc nulls last` : sql`${SORT_COLUMNS[sort]} asc nulls last`;

/**
 * GET /api/product/getproducts?q=&page=&limit=&status= → { success, products, total, page, limit, pages }.
 * Newest first, one page at a time: without parameters the newest 20 active products; `limit` up to 100 (more
 * is a 400 — docs/decisions/084). The admin list adds a search over title, slug, tags and SKU and a status
 * filter (active, inactive or all — admins only; shoppers always get active products).
 */
const adminProducts: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/getproducts', { schema: { querystring: AdminProductsQuery } }, async (request, reply) => {
    const admin = await callerIsAdmin(app, request);
    const { q, category, stock, sort, dir } = request.query;
    const status = admin ? (request.query.status ?? 'all') : 'active';
    const { limit, offset } = pageWindow(request.query);

    /** The storefront's corrections of each typed word against the catalogue vocabulary (search/terms.ts). */
    const corrections = async (): Promise<(word: string) => readonly string[]> => {
      const lexicon = await catalogCache(app).get(
        'search-lexicon',
        () => loadLexicon(app.db),
        (l) => l.vocabulary.length * 40 + 100_000,
      );
      const terms = new Map(searchTerms(q ?? '', lexicon.vocabulary).map((t) => [t.typed, t.candidates]));
      return (word) => terms.get(word) ?? [];
    };

    // As typed first; typos corrected only when that finds nothing (admin/shared/fuzzy-search.ts, decision 098).
    const load = () =>
      searchAsTypedThenFuzzy(q, async (fuzzy) => {
        const conditions: SQL[] = [];
        if (status !== 'all') conditions.push(eq(products.status, status));
        if (category) conditions.push(eq(products.categoryId, category));
        if (stock) conditions.push(stockLevel(stock));
        // Word by word over title, slug, tags and any variant's SKU.
        const match = q
          ? textMatch(
              q,
              [sql`${products.title}`, sql`${products.slug}`, sql`aurelia_tags_text(${products.tags})`],
              {
                contains: (pattern) => [
                  sql`exists (select 1 from variants v where v.product_id = ${PRODUCT_ID} and v.sku ilike ${pattern})`,
                ],
                fuzzy,
                corrections: fuzzy ? await corrections() : undefined,
              },
            )
          : undefined;
        if (match) conditions.push(match.where);
        const where = conditions.length ? and(...conditions) : undefined;
        const [list, [count]] = await Promise.all([
          loadProducts(app.db, {
            where,
            // A chosen column first; else the best matches of a search; newest first in the end.
            orderBy: [
              ...(sort ? [sortOrder(sort, dir ?? 'asc')] : []),
              ...(match ? [asc(match.rank), desc(match.similarity)] : []),
              desc(products.createdAt),
              desc(products.id),
            ],
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
      });

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
