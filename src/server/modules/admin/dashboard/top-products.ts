/**
 * The dashboard's top products of the period, by revenue and by units, each with its figures in the period
 * before. Pieces of cancelled orders are left out (they went back to stock); a line counts at its share of what
 * its order was paid, so a discount code is spread over the order's lines; partial refunds are not (they name no
 * piece). A deleted product is listed under its name at purchase.
 */
import { sql } from 'drizzle-orm';
import { TOP_PRODUCTS_LIMIT, type DashboardSales, type TopProduct } from '#domain/schemas/admin-dashboard';
import { paiseToRupees } from '#domain/money';
import { queryRows, type Db } from '#server/db/client';
import { periodSpan } from './period-span';

interface Row {
  list: 'revenue' | 'units';
  product_id: string | null;
  title: string;
  units: number;
  revenue_paise: string | number;
  prev_units: number;
  prev_revenue_paise: string | number;
  rank: number;
}

export async function topProducts(db: Db, tz: string, days: number): Promise<DashboardSales['topProducts']> {
  // Ties: more units (or revenue), then the title. The rank keeps each list's order through the union.
  const order = (list: 'revenue' | 'units') =>
    list === 'revenue'
      ? sql`g.revenue_paise desc, g.units desc, coalesce(p.title, g.last_name) asc`
      : sql`g.units desc, g.revenue_paise desc, coalesce(p.title, g.last_name) asc`;
  const select = (list: 'revenue' | 'units') => sql`(
    select ${list}::text as list, g.product_id, coalesce(p.title, g.last_name) as title,
           g.units, g.revenue_paise, g.prev_units, g.prev_revenue_paise,
           row_number() over (order by ${order(list)})::int as rank
    from grouped g left join products p on p.id = g.product_id
    where ${list === 'revenue' ? sql`g.revenue_paise > 0` : sql`g.units > 0`}
    order by ${order(list)}
    limit ${TOP_PRODUCTS_LIMIT}::int
  )`;
  const rows = await queryRows<Row>(
    db,
    sql`with ${periodSpan(tz, days)},
        lines as (
          select l.product_id, l.name_at_purchase, l.quantity, o.created_at,
                 o.created_at >= s.mid as current,
                 l.price_at_purchase_paise::numeric * l.quantity as line_paise,
                 o.total_paise,
                 sum(l.price_at_purchase_paise::numeric * l.quantity) over (partition by o.id) as subtotal
          from order_lines l
          join orders o on o.id = l.order_id
          cross join span s
          where o.status <> 'Cancelled' and o.created_at >= s.starts and o.created_at < s.ends
        ),
        shares as (
          select *, case when subtotal > 0 then round(line_paise * total_paise / subtotal) else 0 end as paid
          from lines
        ),
        grouped as (
          select product_id,
                 (array_agg(name_at_purchase order by created_at desc))[1] as last_name,
                 coalesce(sum(quantity) filter (where current), 0)::int as units,
                 coalesce(sum(paid) filter (where current), 0)::bigint as revenue_paise,
                 coalesce(sum(quantity) filter (where not current), 0)::int as prev_units,
                 coalesce(sum(paid) filter (where not current), 0)::bigint as prev_revenue_paise
          from shares
          group by product_id, case when product_id is null then name_at_purchase end
        )
        ${select('revenue')} union all ${select('units')}`,
  );
  const product = (r: Row): TopProduct => ({
    productId: r.product_id,
    title: r.title,
    units: r.units,
    revenue: paiseToRupees(Number(r.revenue_paise)),
    previous: { units: r.prev_units, revenue: paiseToRupees(Number(r.prev_revenue_paise)) },
  });
  const list = (name: Row['list']) =>
    rows
      .filter((r) => r.list === name)
      .sort((a, b) => a.rank - b.rank)
      .map(product);
  return { byRevenue: list('revenue'), byUnits: list('units') };
}
