/**
 * The product ids of one page of a listing: membership (a category or subcategory, including products listed
 * in it through collection_products), the filter drawer's metals, categories and price range, a sort and a
 * page — one query (plus a count when a page lies past the end). The cards' data is then loaded for just these
 * ids by product-queries.ts.
 *
 * Price rule (storefront.md §5): a product's price is its first variant's price, after discount — what its card
 * shows. The same expression sorts and filters, in paise.
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

/** The first variant's price after its discount, in paise (money.ts `discountedPaise`, in SQL). */
const EFFECTIVE_PRICE = sql`(case
  when fv.discount_type = 'percentage' and fv.discount_value > 0
    then greatest(0, round(fv.price_paise::numeric * (10000 - least(fv.discount_value, 10000)) / 10000))
  when fv.discount_type = 'fixed' and fv.discount_value > 0
    then greatest(0, fv.price_paise - fv.discount_value)
  else fv.price_paise end)`;

const FIRST_VARIANT = sql`left join lateral (
    select v.price_paise, v.discount_type, v.discount_value from variants v
    where v.product_id = p.id order by v.position, v.created_at, v.id limit 1
  ) fv on true`;

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

function membership(target: ListingTarget): SQL | undefined {
  if (target.kind === 'subcategory')
    return sql`(p.subcategory_id = ${target.id} or p.id in (
      select cp.product_id from collection_products cp where cp.subcategory_id = ${target.id}))`;
  if (target.kind === 'category')
    return sql`(p.category_id = ${target.id} or p.id in (
      select cp.product_id from collection_products cp join subcategories s on s.id = cp.subcategory_id
      where s.category_id = ${target.id}))`;
  return undefined;
}

function orderBy(sort: ProductSort | undefined): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${EFFECTIVE_PRICE} asc nulls last, p.created_at desc, p.id`;
    case 'price_desc':
      return sql`${EFFECTIVE_PRICE} desc nulls last, p.created_at desc, p.id`;
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
  const member = membership(target);
  if (member) conditions.push(member);
  if (filters.metals?.length)
    conditions.push(sql`exists (select 1 from variants mv where mv.product_id = p.id
      and mv.material::text in (${list(filters.metals)}))`);
  if (filters.categories?.length)
    conditions.push(
      sql`p.category_id in (select c.id from categories c where c.slug in (${list(filters.categories)}))`,
    );
  const priced = filters.minPaise !== undefined && filters.minPaise > 0;
  if (priced) conditions.push(sql`${EFFECTIVE_PRICE} >= ${filters.minPaise}`);
  if (filters.maxPaise !== undefined) conditions.push(sql`${EFFECTIVE_PRICE} <= ${filters.maxPaise}`);

  const needsPrice =
    priced || filters.maxPaise !== undefined || filters.sort === 'price_asc' || filters.sort === 'price_desc';
  const where = sql.join(conditions, sql` and `);
  const from = sql`from products p ${needsPrice ? FIRST_VARIANT : sql``} ${
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
