/** Search and paging helpers of the admin lists. */
import type { AdminListQuery } from '../../../../domain/schemas/admin-paging';

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** limit/offset for a query; without a limit the whole list. */
export function pageWindow(query: AdminListQuery): { limit: number | undefined; offset: number | undefined } {
  if (query.limit === undefined) return { limit: undefined, offset: undefined };
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

export function pageInfo(query: AdminListQuery, total: number) {
  return { total, page: query.limit === undefined ? 1 : query.page, limit: query.limit ?? null };
}
