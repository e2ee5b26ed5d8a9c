/**
 * The product ids of one page of a listing: membership (a category or subcategory, including products listed
 * in it through collection_products), the filter drawer's metals, categories and price range, a sort and a
 * page — one query (plus a count when a page lies past the end). The cards' data is then loaded for just these
 * ids by product-queries.ts.
 *
 * Price rule (storefront.md §5): a product's price is its first variant's price, after discount — what its card
 * shows. The database keeps it in products.list_price_paise and the product's metals in products.materials
 * (triggers on variants, migration catalogue-search-and-listing), so filters and sorts read one indexed table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Material, ProductSort } from '../../../domain/catalog-constants';
import { queryRows, type Db } from '../../db/client';
import type { ListingTarget } from './listing-target';

export interface ListingFilters {
  metals?: Material[];
  /** Category slugs. */
  categories?: string[];
  minPaise?: number;
  /** Undefined: no upper limit. */
  maxPaise?: number;
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
  ) sold on sold.product_id = p.id`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The products of a listing before any filter: those whose home is the category or subcategory, and those
 * listed in it — gathered through indexes, so a listing never scans the whole catalogue.
 */
function members(target: ListingTarget): SQL | undefined {
  if (target.kind === 'subcategory')
    return sql`select id from products where subcategory_id = ${target.id}
      union select product_id from collection_products where subcategory_id = ${target.id}`;
  if (target.kind === 'category')
    return sql`select id from products where category_id = ${target.id}
      union select cp.product_id from collection_products cp
        join subcategories s on s.id = cp.subcategory_id where s.category_id = ${target.id}`;
  return undefined;
}

function orderBy(sort: ProductSort | undefined): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`p.list_price_paise asc nulls last, p.created_at desc, p.id`;
    case 'price_desc':
      return sql`p.list_price_paise desc nulls last, p.created_at desc, p.id`;
    case 'best_selling':
      return sql`coalesce(sold.units, 0) desc, p.created_at desc, p.id`;
    case 'newest':
    default:
      return sql`p.created_at desc, p.id`;
  }
}

export async function findListingPage(
  db: Db,
  target: ListingTarget,
  filters: ListingFilters,
): Promise<ListingPage> {
  const conditions: SQL[] = [sql`p.status = 'active'`];
  const listed = members(target);
  if (filters.metals?.length) conditions.push(sql`p.materials && array[${list(filters.metals)}]::material[]`);
  if (filters.categories?.length)
    conditions.push(
      sql`p.category_id in (select c.id from categories c where c.slug in (${list(filters.categories)}))`,
    );
  if (filters.minPaise !== undefined && filters.minPaise > 0)
    conditions.push(sql`p.list_price_paise >= ${filters.minPaise}`);
  if (filters.maxPaise !== undefined) conditions.push(sql`p.list_price_paise <= ${filters.maxPaise}`);

  const where = sql.join(conditions, sql` and `);
  const from = sql`from products p ${listed ? sql`join (${listed}) m on m.id = p.id` : sql``} ${
    filters.sort === 'best_selling' ? UNITS_SOLD : sql``
  }`;
  const offset = (filters.page - 1) * filters.limit;
  const rows = await queryRows<{ id: string; total: number }>(
    db,
    sql`select p.id, count(*) over() as total ${from} where ${where}
        order by ${orderBy(filters.sort)} limit ${filters.limit} offset ${offset}`,
  );
  if (rows.length) return { ids: rows.map((r) => r.id), total: Number(rows[0]!.total) };
  if (offset === 0) return { ids: [], total: 0 };
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*) as total ${from} where ${where}`,
  );
  return { ids: [], total: Number(count?.total ?? 0) };
}
