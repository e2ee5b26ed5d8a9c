/**
 * Typo-tolerant search of the admin lists (users, orders, products; docs/decisions/098). What the admin typed
 * matches a column when the column equals it, starts with it (or has a word that does), contains it — or, for
 * a query with a word of 4 letters or more, when pg_trgm's word similarity of the query to some run of words in
 * the column reaches 0.5 ('emrald' → Emerald, 'kavia' → Kavya), the storefront's rule of no corrections under
 * 4 letters (catalog/search/terms.ts, docs/decisions/013). Matches rank in that order, then by similarity.
 *
 * The similarity test is pg_trgm's `<%` operator, which the products' trigram indexes serve; its threshold is a
 * setting, so a fuzzy search runs in a transaction that sets it for that transaction only (`withFuzzySearch`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { tokenize } from '../../catalog/search/terms';

export const WORD_SIMILARITY_THRESHOLD = 0.5;
export const FUZZY_MIN_WORD_LENGTH = 4;

/** Whether a query is long enough to be corrected: one word of 4 letters or more. */
export function allowsFuzzy(q: string): boolean {
  return tokenize(q).some((w) => w.length >= FUZZY_MIN_WORD_LENGTH);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export interface TextMatch {
  /** The row matches at all. */
  where: SQL;
  /** 0 equal, 1 starts with (a word of) the column, 2 contains, 3 similar — lower first. */
  rank: SQL;
  /** The best word similarity of the query to any column (the tie-break within a rank). */
  similarity: SQL;
}

/**
 * Matching of `q` against text columns (nullable ones are fine). `exact` adds conditions that count as equal
 * (an order number, a SKU), `contains` ones that count as containing (a SKU anywhere in a product's variants).
 */
export function textMatch(
  q: string,
  columns: readonly SQL[],
  extra: { exact?: readonly SQL[]; contains?: readonly SQL[] } = {},
): TextMatch {
  const text = q.trim();
  const anywhere = `%${escapeLike(text)}%`;
  const start = `${escapeLike(text)}%`;
  const wordStart = `% ${escapeLike(text)}%`;
  const any = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);

  const equal = any([...columns.map((c) => sql`lower(${c}) = lower(${text})`), ...(extra.exact ?? [])]);
  const prefix = any(columns.flatMap((c) => [sql`${c} ilike ${start}`, sql`${c} ilike ${wordStart}`]));
  const contains = any([...columns.map((c) => sql`${c} ilike ${anywhere}`), ...(extra.contains ?? [])]);
  const fuzzy = allowsFuzzy(text) ? any(columns.map((c) => sql`${text} <% ${c}`)) : sql`false`;
  const similarity = columns.length
    ? sql`greatest(${sql.join(
        columns.map((c) => sql`word_similarity(${text}, ${c})`),
        sql`, `,
      )})`
    : sql`0`;
  return {
    where: sql`(${contains} or ${equal} or ${fuzzy})`,
    rank: sql`(case when ${equal} then 0 when ${prefix} then 1 when ${contains} then 2 else 3 end)`,
    similarity: sql`coalesce(${similarity}, 0)`,
  };
}

/**
 * Runs a list's reads with pg_trgm's word-similarity threshold at WORD_SIMILARITY_THRESHOLD (for this
 * transaction only, so pooled connections keep PostgreSQL's default).
 */
export async function withFuzzySearch<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return read(tx);
  });
}
