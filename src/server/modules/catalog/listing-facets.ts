/**
 * The filter drawer's values with their counts, for a listing's scope: its products (category, subcategory or
 * the whole shop, and the search text when there is one) before the shopper's own filters, so each count says
 * how many pieces that value alone would show (docs/decisions/114). Computed in SQL, two statements; the
 * products-filtered route keeps the result in the catalogue read cache, cleared on every catalogue change.
 *
 * Price ranges come from the scope's real prices, not a fixed scale: the quartiles of the pieces' list prices
 * (what their cards show), rounded to two significant figures, make up to PRICE_FACET_RANGES ranges, each
 * `min ≤ price < max` (the last open-ended) — so a shop of ₹46,000–₹2,18,300 pieces offers ranges in that span.
 */
import { type SQL, sql } from 'drizzle-orm';
import { FILTER_METALS, PRICE_FACET_RANGES, PURITIES } from '#domain/catalog-constants';
import type { ListingFacets } from '#domain/schemas/catalog';
import { queryRows, type Db } from '#server/db/client';
import { candidates, scopeConditions, type ListingFilters } from './listing-query';
import type { ListingTarget } from './listing-target';

/** Two significant figures: 46,230 → 46,000; 1,23,456 → 1,20,000; 9,870 → 9,900. */
export function roundPrice(rupees: number): number {
  if (rupees <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(rupees)) - 1);
  return Math.round(rupees / step) * step;
}

/**
 * The bounds between ranges, in rupees: the rounded quartiles strictly inside (lowest, highest] so no range is
 * empty at an end, each once, at most PRICE_FACET_RANGES − 1 of them.
 */
export function priceBounds(lowestPaise: number, highestPaise: number, quartilesPaise: number[]): number[] {
  const bounds = [...new Set(quartilesPaise.map((p) => roundPrice(p / 100)))]
    .filter((b) => b * 100 > lowestPaise && b * 100 <= highestPaise)
    .sort((a, b) => a - b);
  return bounds.slice(0, PRICE_FACET_RANGES - 1);
}

interface Stats {
  total: number;
  in_stock: number;
  lowest: number | null;
  highest: number | null;
  quartiles: number[] | string | null;
  metals: Array<{ value: string; count: number }> | string | null;
  purities: Array<{ value: string; count: number }> | string | null;
  categories: Array<{ slug: string; name: string; count: number }> | string | null;
}

/** json columns arrive parsed (node-postgres) or as text (some PGlite paths); int[] likewise. */
const parsed = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const intArray = (v: number[] | string | null): number[] => {
  if (v === null) return [];
  if (Array.isArray(v)) return v.map(Number);
  return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
};

export async function listingFacets(
  db: Db,
  target: ListingTarget,
  search: ListingFilters['search'],
): Promise<ListingFacets> {
  const scope: SQL = candidates(target, sql.join(scopeConditions(search), sql` and `));
  const [stats] = await queryRows<Stats>(
    db,
    sql`with s as materialized (${scope}),
        sp as (select p.id, p.materials, p.category_id from s join products p on p.id = s.id)
      select
        (select count(*)::int from s) as total,
        (select count(*)::int from s where exists (
          select 1 from variants v where v.product_id = s.id and v.stock > 0)) as in_stock,
        (select min(list_price_paise) from s) as lowest,
        (select max(list_price_paise) from s) as highest,
        (select percentile_disc(array[0.25, 0.5, 0.75]) within group (order by list_price_paise)
          from s where list_price_paise is not null) as quartiles,
        (select json_agg(json_build_object('value', m.value, 'count', m.count)) from (
          select x.metal::text as value, count(*)::int as count
          from sp, unnest(sp.materials) as x(metal) group by x.metal) m) as metals,
        (select json_agg(json_build_object('value', u.value, 'count', u.count)) from (
          select v.purity::text as value, count(distinct v.product_id)::int as count
          from variants v where v.product_id in (select id from s) group by v.purity) u) as purities,
        (select json_agg(json_build_object('slug', c.slug, 'name', c.name, 'count', c.count)
            order by c.sort_order, c.name) from (
          select c.slug, c.name, c.sort_order, count(*)::int as count
          from sp join categories c on c.id = sp.category_id group by c.id) c) as categories`,
  );
  const total = Number(stats?.total ?? 0);
  const lowest = stats?.lowest === null || stats?.lowest === undefined ? null : Number(stats.lowest);
  const highest = stats?.highest === null || stats?.highest === undefined ? null : Number(stats.highest);

  let prices: ListingFacets['prices'] = [];
  if (lowest !== null && highest !== null) {
    const bounds = priceBounds(lowest, highest, intArray(stats!.quartiles));
    const ranges = [0, ...bounds].map((min, i) => ({ min, max: bounds[i] ?? null }));
    const counts = await queryRows<Record<string, number>>(
      db,
      sql`with s as (${scope}) select ${sql.join(
        ranges.map(
          (r, i) =>
            sql`count(*) filter (where list_price_paise >= ${r.min * 100}${
              r.max === null ? sql`` : sql` and list_price_paise < ${r.max * 100}`
            })::int as ${sql.raw(`r${i}`)}`,
        ),
        sql`, `,
      )} from s`,
    );
    prices = ranges.map((r, i) => ({ ...r, count: Number(counts[0]?.[`r${i}`] ?? 0) }));
  }

  const metals = parsed(stats?.metals ?? null) ?? [];
  const purities = parsed(stats?.purities ?? null) ?? [];
  return {
    total,
    metals: FILTER_METALS.flatMap((value) => {
      const count = metals.find((m) => m.value === value)?.count ?? 0;
      return count > 0 ? [{ value, count }] : [];
    }),
    purities: PURITIES.flatMap((value) => {
      const count = purities.find((p) => p.value === value)?.count ?? 0;
      return count > 0 ? [{ value, count }] : [];
    }),
    inStock: Number(stats?.in_stock ?? 0),
    prices,
    categories: (parsed(stats?.categories ?? null) ?? []).map((c) => ({ ...c, count: Number(c.count) })),
  };
}
