import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductsQuery } from '#domain/schemas/catalog';
import { pageInfo, pageWindow, windowed } from '#server/lib/paging';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { callerIsAdmin, sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadProductsByIds } from '#server/lib/catalog/product-queries';
import {
  FUZZY_MIN_WORD_LENGTH,
  searchAsTypedThenFuzzy,
  textMatch,
  WORD_SIMILARITY_THRESHOLD,
} from '#server/lib/search/fuzzy-search';
import { searchTerms, tokenize } from '#server/lib/search/terms';
import { loadLexicon } from '../search/search-vocabulary';
import { LOW_STOCK_THRESHOLD } from '#domain/schemas/admin-dashboard';
import type { AdminProductSort, AdminStockFilter, SortDirection } from '#domain/schemas/admin-paging';

// Correlated subqueries name the outer table themselves: drizzle may leave a column unqualified in a one-table
// select (the count), where `id` would then be the variant's.
const PRODUCT_ID = sql.raw('"products"."id"');

/**
 * Every product's total stock, one pass over the variants grouped by product, joined when the list is sorted by
 * stock (a product without variants has none: `coalesce(…, 0)`). A correlated subquery per product read the
 * variants index 20,000 times (120 ms on 20,000 products; this is 25 ms, docs/decisions/104).
 */
const STOCK_TOTALS = sql.raw(
  '(select v.product_id, sum(v.stock) as total from variants v group by v.product_id) as "stock_totals"',
);
const totalStock = sql.raw('coalesce("stock_totals"."total", 0)');

/**
 * The stock levels of docs/api/admin.md "Products list": out (no stock at all, or no variants), low (some stock,
 * and some variant ≤ threshold), in (every variant above it). Each is one pass over the variants grouped by
 * product, not two subqueries per product (five times faster on 20,000 products, docs/decisions/104).
 */
function stockLevel(level: AdminStockFilter): SQL {
  const grouped = (having: SQL) =>
    sql`(select v.product_id from variants v group by v.product_id having ${having})`;
  if (level === 'out') return sql`${PRODUCT_ID} not in ${grouped(sql`sum(v.stock) > 0`)}`;
  if (level === 'low')
    return sql`${PRODUCT_ID} in ${grouped(sql`sum(v.stock) > 0 and min(v.stock) <= ${LOW_STOCK_THRESHOLD}`)}`;
  return sql`${PRODUCT_ID} in ${grouped(sql`min(v.stock) > ${LOW_STOCK_THRESHOLD}`)}`;
}

/** The allowed sort keys, each mapped to its expression here (list_price_paise: decision 014's derived column). */
const SORT_COLUMNS: Record<AdminProductSort, SQL> = {
  name: sql`lower(${products.title})`,
  price: sql.raw('"products"."list_price_paise"'),
  stock: totalStock,
  created: sql`${products.createdAt}`,
};
// created_at and title are never null: without "nulls last" their order is their index's (products_created_idx,
// products_title_lower_idx of 0011), read either way. Price has an index for each direction (0011).
const sortOrder = (sort: AdminProductSort, dir: SortDirection) =>
  sort === 'created' || sort === 'name'
    ? dir === 'desc'
      ? sql`${SORT_COLUMNS[sort]} desc`
      : sql`${SORT_COLUMNS[sort]} asc`
    : dir === 'desc'
      ? sql`${SORT_COLUMNS[sort]} desc nulls last`
      : sql`${SORT_COLUMNS[sort]} asc nulls last`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
/** fuzzy-search.ts looks at a query's first six words. */
const WORDS_LOOKED_AT = 6;

/** Rows with `pattern` in the title, slug, tags or a variant's SKU: each branch has its trigram index (0010). */
function containing(pattern: string): SQL {
  return sql`(${products.title} ilike ${pattern} or ${products.slug} ilike ${pattern}
    or aurelia_tags_text(${products.tags}) ilike ${pattern}
    or ${PRODUCT_ID} = any(array(select v.product_id from variants v where v.sku ilike ${pattern})))`;
}

/** Rows with `word` similar to a word of the title, slug or tags: pg_trgm's `<%`, which their trigram indexes serve. */
function similarTo(word: string): SQL {
  return sql`(${word} <% ${products.title} or ${word} <% ${products.slug}
    or ${word} <% aurelia_tags_text(${products.tags}))`;
}

/**
 * A condition every match of `q` meets (fuzzy-search.ts) that the indexes can answer, so the search reads the few
 * products that may match instead of all 20,000 (docs/decisions/104). A row matches as typed when the whole query
 * is in (or equals) a column — then so is any run of its letters and digits — or when every word is contained in
 * some column — then so is its longest word. With typos corrected (`corrections` given) that longest word may
 * instead be similar to a word of the title, slug or tags (the `<%` operator: it needs the threshold set for the
 * transaction, see `withSimilarityThreshold`) or have a correction that is contained. Null when the query has no
 * letters or digits.
 */
function matchSuperset(q: string, corrections?: (word: string) => readonly string[]): SQL | null {
  const text = q.trim();
  const run = (text.match(/[\p{L}\p{N}]+/gu) ?? []).sort((a, b) => b.length - a.length)[0];
  const word = [...new Set(tokenize(text))].slice(0, WORDS_LOOKED_AT).sort((a, b) => b.length - a.length)[0];
  if (!run || !word) return null;
  const branches = [containing(`%${escapeLike(word)}%`)];
  if (run.toLowerCase() !== word) branches.push(containing(`%${escapeLike(run)}%`));
  if (corrections && word.length >= FUZZY_MIN_WORD_LENGTH) {
    branches.push(similarTo(word));
    for (const corrected of corrections(word))
      if (corrected !== word) branches.push(containing(`%${escapeLike(corrected)}%`));
  }
  return branches.length === 1 ? branches[0]! : sql`(${sql.join(branches, sql` or `)})`;
}

/**
 * Runs `read` in a transaction whose pg_trgm word-similarity threshold is fuzzy-search.ts's, so `word <% column`
 * is exactly its `word_similarity(word, column) >= 0.5` (the default threshold is 0.6) and the trigram indexes
 * can serve it. `set_config(…, true)` is SET LOCAL: it ends with the transaction, the pooled connection keeps
 * its default.
 */
function withSimilarityThreshold<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return read(tx as unknown as Db);
  });
}

/** What one list of the admin products page is: the search, the filters and the order. */
type ListParams = Pick<AdminProductsQuery, 'q' | 'category' | 'stock' | 'sort' | 'dir'> & {
  status: NonNullable<AdminProductsQuery['status']>;
};

/** The storefront's corrections of each typed word against the catalogue vocabulary (lib/search/terms.ts). */
async function typoCorrections(
  app: FastifyInstance,
  q: string,
): Promise<(word: string) => readonly string[]> {
  const lexicon = await catalogCache(app).get(
    'search-lexicon',
    () => loadLexicon(app.db),
    (l) => l.vocabulary.length * 40 + 100_000,
  );
  const terms = new Map(searchTerms(q, lexicon.vocabulary).map((t) => [t.typed, t.candidates]));
  return (word) => terms.get(word) ?? [];
}

/**
 * The list's statement, built only when it runs: a kept list needs neither it nor the typed words' corrections
 * (an edit distance to every word of the catalogue's vocabulary).
 */
async function planList(app: FastifyInstance, params: ListParams, fuzzy: boolean) {
  const { q, status, category, stock, sort, dir } = params;
  const conditions: SQL[] = [];
  if (status !== 'all') conditions.push(eq(products.status, status));
  if (category) conditions.push(eq(products.categoryId, category));
  if (stock) conditions.push(stockLevel(stock));
  const corrected = q && fuzzy ? await typoCorrections(app, q) : undefined;
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
          corrections: corrected,
        },
      )
    : undefined;
  if (match) conditions.push(match.where);
  const narrowed = q ? matchSuperset(q, corrected) : null;
  if (narrowed) conditions.push(narrowed);
  const where = conditions.length ? and(...conditions) : undefined;
  // A chosen column first; else the best matches of a search; newest first in the end.
  const orderBy = [
    ...(sort ? [sortOrder(sort, dir ?? 'asc')] : []),
    ...(match ? [asc(match.rank), desc(match.similarity)] : []),
    desc(products.createdAt),
    desc(products.id),
  ];
  // The page's ids first (from the indexes alone where they can), the products loaded by id after it: an
  // offset then skips index entries, not joined rows.
  const selectIds = (db: Db, window?: { limit: number; offset: number }) => {
    const query = db.select({ id: products.id }).from(products).$dynamic();
    if (sort === 'stock') query.leftJoin(STOCK_TOTALS, sql`"stock_totals"."product_id" = ${PRODUCT_ID}`);
    query.where(where).orderBy(...orderBy);
    return windowed(query, window);
  };
  return { where, selectIds, typosCorrected: Boolean(corrected && narrowed) };
}

/** One page of the list's product ids, and how many products the whole list has. */
async function pageOfIds(
  app: FastifyInstance,
  params: ListParams,
  fuzzy: boolean,
  window: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const { q, status, category, stock, sort, dir } = params;
  if (q || stock || sort === 'stock') {
    // Ranking thousands of candidates of a search (word similarities), every product's stock: the whole
    // ordered list of ids is kept in the catalogue read cache, cleared on every catalogue change (stock
    // taken or put back included), so its pages and its total cost one pass (docs/decisions/104).
    const key = `admin-products:${JSON.stringify({ q, status, category, stock, sort, dir, fuzzy })}`;
    const all = await catalogCache(app).get(
      key,
      async () => {
        const { selectIds, typosCorrected } = await planList(app, params, fuzzy);
        const read = async (db: Db) => (await selectIds(db)).map((r) => r.id);
        // The superset's similarity test (`<%`) needs the transaction's threshold.
        return typosCorrected ? withSimilarityThreshold(app.db, read) : read(app.db);
      },
      (list) => list.length * 100 + 200,
    );
    return { ids: all.slice(window.offset, window.offset + window.limit), total: all.length };
  }
  // The count of a status or category (all 20,000 without either) is kept like the lists above.
  const { where, selectIds } = await planList(app, params, fuzzy);
  const [rows, counted] = await Promise.all([
    selectIds(app.db, window),
    catalogCache(app).get(
      `admin-products-count:${JSON.stringify({ status, category })}`,
      async () => {
        const [row] = await app.db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where);
        return row?.total ?? 0;
      },
      () => 200,
    ),
  ]);
  return { ids: rows.map((r) => r.id), total: counted };
}

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
    const params: ListParams = { q, status, category, stock, sort, dir };

    // As typed first; typos corrected only when that finds nothing (lib/search/fuzzy-search.ts, decision 098).
    const load = () =>
      searchAsTypedThenFuzzy(q, async (fuzzy) => {
        const { ids, total } = await pageOfIds(app, params, fuzzy, pageWindow(request.query));
        const list = await loadProductsByIds(app.db, ids);
        return {
          success: true as const,
          products: list,
          ...pageInfo(request.query, Number(total)),
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
