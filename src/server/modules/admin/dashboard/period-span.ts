import { sql, type SQL } from 'drizzle-orm';

/**
 * `span as (…)`, a CTE of one row: today in the shop's zone `tz`, the first day of the period before the current
 * one (`first_day`), and the moments where the previous period starts (`starts`), the current one starts (`mid`)
 * and today ends (`ends`) — each the shop's midnight, so a 00:30 order in India counts on India's day.
 */
export function periodSpan(tz: string, days: number): SQL {
  return sql`span as (
    select t.today,
           (t.today - ${2 * days - 1}::int) as first_day,
           ((t.today - ${2 * days - 1}::int)::timestamp at time zone ${tz}::text) as starts,
           ((t.today - ${days - 1}::int)::timestamp at time zone ${tz}::text) as mid,
           ((t.today + 1)::timestamp at time zone ${tz}::text) as ends
    from (select (now() at time zone ${tz}::text)::date as today) as t
  )`;
}
