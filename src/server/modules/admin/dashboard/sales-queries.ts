/**
 * Sales over the dashboard's period (7, 30 or 90 days ending today) and the period just before it, for comparison
 * (docs/decisions/101-dashboard-and-exports.md). Days are the shop's days (SHOP_TIME_ZONE) whatever the server's
 * or the database's zone, as for every date the shop shows (decision 085).
 *
 * As the Shopify admin counts them: every order placed in a period is a sale (orders exist only once paid) at what
 * it was paid, GST and discount code included; a refund counts on the day it was given, whatever the order's date;
 * revenue is sales less refunds, so a cancelled and refunded order nets to nothing.
 */
import { sql } from 'drizzle-orm';
import type { DashboardSales, SalesDayFigures, SalesFigures } from '#domain/schemas/admin-dashboard';
import { paiseToRupees } from '#domain/money';
import { queryRows, type Db } from '#server/db/client';
import { periodSpan } from './period-span';
import { topProducts } from './top-products';

interface DayRow {
  date: string;
  orders: number;
  gross_paise: string | number;
  refund_count: number;
  refunds_paise: string | number;
}

interface Day {
  date: string;
  orders: number;
  grossPaise: number;
  refundCount: number;
  refundsPaise: number;
}

/** Every day of both periods, oldest first (2 × days rows), empty days 0. */
async function salesDays(db: Db, tz: string, days: number): Promise<Day[]> {
  const rows = await queryRows<DayRow>(
    db,
    sql`with ${periodSpan(tz, days)},
        days as (
          select (s.first_day + g.n)::date as day from span s, generate_series(0, ${2 * days - 1}::int) as g(n)
        ),
        placed as (
          select (o.created_at at time zone ${tz}::text)::date as day,
                 count(*)::int as n, sum(o.total_paise)::bigint as gross
          from orders o, span s
          where o.created_at >= s.starts and o.created_at < s.ends
          group by 1
        ),
        given_back as (
          select (r.created_at at time zone ${tz}::text)::date as day,
                 count(*)::int as n, sum(r.amount_paise)::bigint as amount
          from refunds r, span s
          -- Only refunds the provider confirmed: a row without its id is one still being asked (decision 097).
          where r.created_at >= s.starts and r.created_at < s.ends and r.provider_refund_id is not null
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               coalesce(p.n, 0)::int as orders,
               coalesce(p.gross, 0)::bigint as gross_paise,
               coalesce(g.n, 0)::int as refund_count,
               coalesce(g.amount, 0)::bigint as refunds_paise
        from days d
        left join placed p on p.day = d.day
        left join given_back g on g.day = d.day
        order by d.day`,
  );
  return rows.map((r) => ({
    date: r.date,
    orders: r.orders,
    grossPaise: Number(r.gross_paise),
    refundCount: r.refund_count,
    refundsPaise: Number(r.refunds_paise),
  }));
}

function dayFigures(d: Day): SalesDayFigures {
  return {
    date: d.date,
    orders: d.orders,
    grossSales: paiseToRupees(d.grossPaise),
    refunds: paiseToRupees(d.refundsPaise),
    revenue: paiseToRupees(d.grossPaise - d.refundsPaise),
  };
}

/** Sums in whole paise, rupees only at the end, so the totals are exact. */
function periodFigures(list: readonly Day[]): SalesFigures {
  const sum = (pick: (d: Day) => number) => list.reduce((n, d) => n + pick(d), 0);
  const orders = sum((d) => d.orders);
  const gross = sum((d) => d.grossPaise);
  const refunds = sum((d) => d.refundsPaise);
  return {
    from: list[0]!.date,
    to: list[list.length - 1]!.date,
    orders,
    grossSales: paiseToRupees(gross),
    refunds: paiseToRupees(refunds),
    refundCount: sum((d) => d.refundCount),
    revenue: paiseToRupees(gross - refunds),
    averageOrderValue: orders ? paiseToRupees(Math.round(gross / orders)) : 0,
  };
}

export async function dashboardSales(db: Db, tz: string, days: number): Promise<DashboardSales> {
  const [all, top] = await Promise.all([salesDays(db, tz, days), topProducts(db, tz, days)]);
  const previous = all.slice(0, days);
  const current = all.slice(days);
  return {
    timeZone: tz,
    days,
    current: periodFigures(current),
    previous: periodFigures(previous),
    daily: current.map(dayFigures),
    previousDaily: previous.map(dayFigures),
    topProducts: top,
  };
}
