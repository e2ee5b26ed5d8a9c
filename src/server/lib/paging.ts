/** Search and paging helpers of the lists (admin, discounts, reviews, rates and the shopper's orders share them). */
import { ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client';
import { pageInfo, pageWindow, type PageInfo } from '#domain/paging';

export { pageInfo, pageWindow };

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A list's search box: rows where any of `columns` contains `text`, whatever its case; no condition when nothing
 * was typed (a list's filters are `and()` of such optional conditions).
 */
export function containsAny(text: string | undefined, columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * `query` cut to `window`: its limit and offset where given, all rows where not. The query must be dynamic
 * (`$dynamic()`): drizzle then sets the limit and offset on the query itself.
 */
export function windowed<Q extends PgSelect>(query: Q, window?: { limit?: number; offset?: number }): Q {
  if (window?.limit !== undefined) query.limit(window.limit);
  if (window?.offset !== undefined) query.offset(window.offset);
  return query;
}

/**
 * A list read from one table: the rows matching `where` in `order`, `window` of them (a page, or the newest few of
 * a capped list), and how many match in all. The rows and the count are asked for together.
 */
export async function rowsWithTotal<T extends PgTable>(
  db: Db | Tx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number; offset?: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle cannot check a table's type while it is a type parameter: the table is passed as any table, and its
  // rows are given their type back below.
  const from: PgTable = table;
  const [rows, total] = await Promise.all([
    windowed(
      db
        .select()
        .from(from)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      window,
    ),
    db.$count(from, where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * One page of a list read from one table, as `query` (its `page` and `limit`) asks: the page's rows and `paging`,
 * the page's place among all (spread into the reply).
 */
export async function readPage<T extends PgTable>(
  db: Db | Tx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  query: { page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; paging: PageInfo }> {
  const { rows, total } = await rowsWithTotal(db, table, where, order, pageWindow(query));
  return { rows, paging: pageInfo(query, total) };
}

/** A paged list's route options: the query string it reads and the page it answers (200). */
export function listRouteOptions<Q extends z.ZodType, R extends z.ZodType>(querystring: Q, reply: R) {
  return { schema: { querystring, response: { 200: reply } } };
}
