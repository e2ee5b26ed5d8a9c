/**
 * The product ids of one page of a listing: membership (a category or subcategory, including products listed
 * in it through collection_products), the search text (`q`, matched as the header's search matches), the filter
 * drawer's metals, purities, availability, categories and price range, a sort and a page — one query (plus a count when a page lies past the end). The cards' data is then loaded for just these
 * ids by product-queries.ts.
 *
 * Price rule (docs/shop/storefront.md §5): a product's price is its first variant's price, after discount — what
 * its card shows. The database keeps it in products.list_price_paise and the product's metals in
 * products.materials (triggers on variants, migration catalogue-search-and-listing), so filters and sorts read
 * one indexed table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Material, ProductSort, Purity } from '#domain/catalog-constants';
import { queryRows, type Db } from '#server/db/client';
import type { ListingTarget } from './listing-target';

export interface ListingFilters {
  metals?: Material[];
  /** Category slugs. */
  categories?: string[];
  minPaise?: number;
  /** Undefined: no upper limit. */
  maxPaise?: number;
  /** Any variant of one of these purities. */
  purities?: Purity[];
  /** Only products with a variant in stock. */
  inStock?: boolean;
  /** The search's match (search/search-query.ts `searchMatch`); its score orders the page when no sort is given. */
  search?: { where: SQL; score: SQL };
  sort?: ProductSort;
  page: number;
  limit: number;
}

export interface ListingPage {
  ids: string[];
  total: number;
}

/** Units sold per product, cancelled orders left out (best_selling). */
const UNITS_SOLD = sql`left join (
    select ol.product_id, sum(ol.quantity)::int as units from order_lines ol
    join orders o on o.id = ol.order_id and o.status <> 'Cancelled'
    where ol.product_id is not null group by ol.product_id
  ) sold on sold.product_id = x.id`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The listing's candidates with the filters applied: the products whose home is the category or subcategory,
 * united with those listed in it. Each branch filters itself, so the first reads only the covering index on
 * (category_id | subcategory_id, status) — an index-only scan, not a pass over the whole table.
 */
export function candidates(target: ListingTarget, filters: SQL, score?: SQL): SQL {
  const columns = sql`p.id, p.list_price_paise, p.created_at${score ? sql`, ${score} as score` : sql``}`;
  if (target.kind === 'subcategory')
    return sql`select ${columns} from products p where p.subcategory_id = ${target.id} and ${filters}
      union
      select ${columns} from collection_products cp join products p on p.id = cp.product_id
        where cp.subcategory_id = ${target.id} and ${filters}`;
  if (target.kind === 'category')
    return sql`select ${columns} from products p where p.category_id = ${target.id} and ${filters}
      union
      select ${columns} from collection_products cp join subcategories s on s.id = cp.subcategory_id
        join products p on p.id = cp.product_id
        where s.category_id = ${target.id} and ${filters}`;
  return sql`select ${columns} from products p where ${filters}`;
}

function orderBy(sort: ProductSort | undefined, relevance: boolean): SQL {
  if (!sort && relevance) return sql`x.score desc, x.created_at desc, x.id`;
  switch (sort) {
    case 'price_asc':
      return sql`x.list_price_paise asc nulls last, x.created_at desc, x.id`;
    case 'price_desc':
      return sql`x.list_price_paise desc nulls last, x.created_at desc, x.id`;
    case 'best_selling':
      return sql`coalesce(sold.units, 0) desc, x.created_at desc, x.id`;
    case 'newest':
    default:
      return sql`x.created_at desc, x.id`;
  }
}

/** Active products, within the search when there is one: a listing's scope before the shopper's filters. */
export function scopeConditions(search: ListingFilters['search']): SQL[] {
  const conditions: SQL[] = [sql`p.status = 'active'`];
  if (search) conditions.push(search.where);
  return conditions;
}

export async function findListingPage(
  db: Db,
  target: ListingTarget,
  filters: ListingFilters,
): Promise<ListingPage> {
  const conditions = scopeConditions(filters.search);
  if (filters.metals?.length) conditions.push(sql`p.materials && array[${list(filters.metals)}]::material[]`);
  if (filters.purities?.length)
    conditions.push(
      sql`exists (select 1 from variants v where v.product_id = p.id and v.purity in (${list(filters.purities)}))`,
    );
  if (filters.inStock)
    conditions.push(sql`exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)`);
  if (filters.categories?.length)
    conditions.push(
      sql`p.category_id in (select c.id from categories c where c.slug in (${list(filters.categories)}))`,
    );
  if (filters.minPaise !== undefined && filters.minPaise > 0)
    conditions.push(sql`p.list_price_paise >= ${filters.minPaise}`);
  if (filters.maxPaise !== undefined) conditions.push(sql`p.list_price_paise <= ${filters.maxPaise}`);

  const from = sql`from (${candidates(target, sql.join(conditions, sql` and `), filters.search?.score)}) x ${
    filters.sort === 'best_selling' ? UNITS_SOLD : sql``
  }`;
  const offset = (filters.page - 1) * filters.limit;
  const rows = await queryRows<{ id: string; total: number }>(
    db,
    sql`select x.id, count(*) over() as total ${from}
        order by ${orderBy(filters.sort, !!filters.search)} limit ${filters.limit} offset ${offset}`,
  );
  if (rows.length) return { ids: rows.map((r) => r.id), total: Number(rows[0]!.total) };
  if (offset === 0) return { ids: [], total: 0 };
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*) as total ${from}`);
  return { ids: [], total: Number(count?.total ?? 0) };
}
