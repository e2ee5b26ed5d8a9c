/**
 * Rate-limit counters in PostgreSQL's `rate_limit_hits` (key, window_start, count). One upsert per hit, so
 * concurrent requests on any number of processes count exactly; old windows are pruned by the limiter plugin.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import type { RateLimitStore } from './store';

export function createPostgresRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowStart, previousStart) {
      const [row] = await queryRows<{ current: number | string; previous: number | string }>(
        db,
        sql`with hit as (
              insert into rate_limit_hits (key, window_start, count)
              values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
              on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
              returning count)
            select (select count from hit) as current,
                   coalesce((select count from rate_limit_hits
                             where key = ${key} and window_start = ${previousStart.toISOString()}::timestamptz), 0)
                     as previous`,
      );
      return { current: Number(row?.current ?? 1), previous: Number(row?.previous ?? 0) };
    },
    async undo(key, windowStart) {
      await db.execute(
        sql`update rate_limit_hits set count = count - 1
            where key = ${key} and window_start = ${windowStart.toISOString()}::timestamptz and count > 0`,
      );
    },
    async prune(before) {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`delete from rate_limit_hits where window_start < ${before.toISOString()}::timestamptz returning key`,
      );
      return rows.length;
    },
  };
}
