/** Search and paging helpers of the admin lists (admin, discounts and reviews share them). */
export { pageInfo, pageWindow } from '#domain/paging';

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
