/**
 * THE id pattern (decision 120): every id is a UUID in its text form, 8-4-4-4-12 hexadecimal digits in either
 * case — what PostgreSQL's uuid type reads, whatever the version digit. One pattern for the server's checks, the
 * domain schemas (`uuid()` in schemas/common.ts) and the back office's fields: a well-formed id is looked up
 * (404 when absent), a malformed one never reaches the database. No zod: any module may import it.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID. A malformed id can never name a row, so callers answer 404 for it, not 500. */
export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
