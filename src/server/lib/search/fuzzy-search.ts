/**
 * Typo-tolerant search of the admin lists (users, orders, products; docs/decisions/098), the storefront's rule
 * word by word (terms.ts, docs/decisions/013). What the admin typed is split into words, and
 *
 * 1. first the list is searched as typed: a row matches when the whole query is in one of its columns, equals it
 *    (or an exact key: an order number), or when EVERY word is contained in some column;
 * 2. only when that finds nothing are typos corrected: every word must then be contained in some column, or —
 *    for a word of 4 letters or more — be similar to one of its words (pg_trgm's word similarity ≥ 0.5:
 *    'emrald' → Emerald, 'kavia' → Kavya) or have a correction (the storefront's edit-distance corrections
 *    against the catalogue vocabulary, for products) that is contained. Words under 4 letters are never
 *    corrected, as on the storefront.
 *
 * Why word by word: pg_trgm's similarity of the WHOLE query ('shopper-4f2a') to a column is high when most of it
 * matches, so one shared part (the 'shopper-' of every test address, the '@gmail.com' of half the shop's
 * customers) brought in other people. Why corrections only when nothing matches as typed: an admin who types an
 * address, a name or a SKU that exists wants that row, not also its look-alikes ('priya.shah' is not
 * 'priya.sharma'); corrections are for searches that would otherwise come back empty, like "did you mean".
 *
 * Matches rank: equal, then a column starting with the query (or one of its words doing so), then containing
 * it whole, then the rest; ties by the query's best word similarity to a column. The test is
 * `word_similarity(...) >= 0.5` rather than the `<%` operator, so no session setting is needed and a list's query
 * stays one plain statement (the admin lists are small enough to scan).
 */
import { sql, type SQL } from 'drizzle-orm';
import { tokenize } from './terms';

export const WORD_SIMILARITY_THRESHOLD = 0.5;
export const FUZZY_MIN_WORD_LENGTH = 4;
/** Words of a query looked at (as on the storefront); the rest are ignored. */
const MAX_WORDS = 6;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const any = (parts: readonly SQL[]) =>
  parts.length ? sql`(${sql.join([...parts], sql` or `)})` : sql`false`;
const all = (parts: readonly SQL[]) =>
  parts.length ? sql`(${sql.join([...parts], sql` and `)})` : sql`true`;

export interface TextMatch {
  /** The row matches at all. */
  where: SQL;
  /** 0 equal, 1 starts with (a word of) the column, 2 contains, 3 every word found or similar — lower first. */
  rank: SQL;
  /** The best word similarity of the query to any column (the tie-break within a rank). */
  similarity: SQL;
}

export interface MatchOptions {
  /** Conditions that count as equal (an order number, an id). */
  exact?: readonly SQL[];
  /** Conditions that count as containing an ILIKE pattern (a SKU anywhere in a product's variants). */
  contains?: (pattern: string) => SQL[];
  /** Correct typos (step 2 above); false matches as typed. */
  fuzzy?: boolean;
  /** Corrections of a typed word from a vocabulary (the storefront's, for products). */
  corrections?: (word: string) => readonly string[];
}

/** Whether a query has a word long enough to be corrected (4 letters or more). */
export function allowsFuzzy(q: string): boolean {
  return tokenize(q).some((w) => w.length >= FUZZY_MIN_WORD_LENGTH);
}

/** One typed word found in some column: contained, or (when correcting, 4 letters or more) similar or corrected. */
function wordMatch(word: string, columns: readonly SQL[], options: MatchOptions): SQL {
  const containing = (w: string) => {
    const pattern = `%${escapeLike(w)}%`;
    return [...columns.map((c) => sql`${c} ilike ${pattern}`), ...(options.contains?.(pattern) ?? [])];
  };
  const found = containing(word);
  if (options.fuzzy && word.length >= FUZZY_MIN_WORD_LENGTH) {
    found.push(
      ...columns.map(
        (c) => sql`word_similarity(${word}, ${c}) >= ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`,
      ),
    );
    for (const corrected of options.corrections?.(word) ?? [])
      if (corrected !== word) found.push(...containing(corrected));
  }
  return any(found);
}

/** Matching of `q` against text columns (nullable ones are fine); see the top of this file. */
export function textMatch(q: string, columns: readonly SQL[], options: MatchOptions = {}): TextMatch {
  const text = q.trim();
  const anywhere = `%${escapeLike(text)}%`;
  const start = `${escapeLike(text)}%`;
  const wordStart = `% ${escapeLike(text)}%`;

  const equal = any([...columns.map((c) => sql`lower(${c}) = lower(${text})`), ...(options.exact ?? [])]);
  const prefix = any(columns.flatMap((c) => [sql`${c} ilike ${start}`, sql`${c} ilike ${wordStart}`]));
  const whole = any([
    ...columns.map((c) => sql`${c} ilike ${anywhere}`),
    ...(options.contains?.(anywhere) ?? []),
  ]);
  const words = [...new Set(tokenize(text))].slice(0, MAX_WORDS);
  const everyWord = words.length ? all(words.map((w) => wordMatch(w, columns, options))) : sql`false`;
  const similarity = columns.length
    ? sql`greatest(${sql.join(
        columns.map((c) => sql`word_similarity(${text}, ${c})`),
        sql`, `,
      )})`
    : sql`0`;
  return {
    where: sql`(${whole} or ${equal} or ${everyWord})`,
    rank: sql`(case when ${equal} then 0 when ${prefix} then 1 when ${whole} then 2 else 3 end)`,
    similarity: sql`coalesce(${similarity}, 0)`,
  };
}

/**
 * A list searched as typed first, and with typos corrected only when that found nothing (and the query has a
 * word to correct). `read(fuzzy)` runs the list's count and page with `textMatch(…, { fuzzy })`.
 */
export async function searchAsTypedThenFuzzy<T extends { total: number }>(
  q: string | undefined,
  read: (fuzzy: boolean) => Promise<T>,
): Promise<T> {
  const asTyped = await read(false);
  if (asTyped.total > 0 || !q || !allowsFuzzy(q)) return asTyped;
  return read(true);
}
