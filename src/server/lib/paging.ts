/** Search and paging helpers of the admin lists (admin, discounts and reviews share them). */
import { ilike, or, type Column, type SQL } from 'drizzle-orm';

export { pageInfo, pageWindow } from '#domain/paging';

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A list's search box: rows where any of `columns` contains `text`, whatever its case. */
export function containsAny(text: string, columns: Column[]): SQL | undefined {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
