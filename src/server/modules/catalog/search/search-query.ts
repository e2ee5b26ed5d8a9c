/**
 * The search itself. Every term (a typed word and its corrections, terms.ts) must match a word start somewhere
 * in a product: its title, tags or metals, its category or subcategory name, or its description. Products
 * rank by where they matched — title before tags (and metals) before category before description — then by
 * pg_trgm word similarity of the whole query to the title, then newest.
 *
 * Title, tags and description are matched by PostgreSQL full-text search: a prefix query ('ring:*') against the
 * products' stored, weighted search_vector (A title, B tags, D description) and its GIN index; category and
 * subcategory names are matched in memory (a few dozen rows, search-vocabulary.ts) and turned into id lists,
 * so every branch of the match can use an index.
 */
import { type SQL, sql } from 'drizzle-orm';
import { MATERIALS, type Material } from '#domain/catalog-constants';
import { queryRows, type Db } from '#server/db/client';
import type { NamedRow, SearchLexicon } from './search-vocabulary';
import { tokenize, type SearchTerm } from '#server/lib/search/terms';

export const SEARCH_LIMITS = { products: 8, categories: 4, subcategories: 6 } as const;

const startsAny = (words: string[], candidates: string[]) =>
  words.some((w) => candidates.some((c) => w.startsWith(c)));

/** The rows whose name has a word starting with one of the term's candidates. */
function namesMatching(rows: NamedRow[], term: SearchTerm): string[] {
  return rows.filter((r) => startsAny(r.words, term.candidates)).map((r) => r.id);
}

function metalsMatching(term: SearchTerm): Material[] {
  return MATERIALS.filter((m) => startsAny(tokenize(m), term.candidates));
}

/** 'ring:* | rnig:*' — candidates are letters and digits only (terms.ts), so nothing here needs quoting. */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' | ');

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

function termParts(term: SearchTerm, lexicon: SearchLexicon): { matches: SQL; score: SQL } {
  const query = sql`to_tsquery('simple', ${prefixQuery(term.candidates)})`;
  const categoryIds = namesMatching(lexicon.categories, term);
  const subcategoryIds = namesMatching(lexicon.subcategories, term);
  const metals = metalsMatching(term);

  const inText = sql`p.search_vector @@ ${query}`;
  const inTitle = sql`ts_filter(p.search_vector, '{a}') @@ ${query}`;
  const inMetals = metals.length
    ? sql`p.materials && array[${sql.join(
        metals.map((m) => sql`${m}`),
        sql`, `,
      )}]::material[]`
    : undefined;
  const inTags = sql`(ts_filter(p.search_vector, '{b}') @@ ${query}${inMetals ? sql` or ${inMetals}` : sql``})`;
  const names: SQL[] = [];
  if (categoryIds.length) names.push(sql`p.category_id in (${idList(categoryIds)})`);
  if (subcategoryIds.length) names.push(sql`p.subcategory_id in (${idList(subcategoryIds)})`);
  const inNames = names.length ? sql`(${sql.join(names, sql` or `)})` : sql`false`;

  const branches = [inText, ...(inMetals ? [inMetals] : []), ...names];
  const typedInTitle = sql`ts_filter(p.search_vector, '{a}') @@ to_tsquery('simple', ${prefixQuery([term.typed])})`;
  return {
    matches: sql`(${sql.join(branches, sql` or `)})`,
    score: sql`(case when ${inTitle} then 8 when ${inTags} then 4 when ${inNames} then 2 else 1 end
      + case when ${typedInTitle} then 0.5 else 0 end)`,
  };
}

/**
 * The match of a whole query as SQL over `products p`: every term must match (`where`), and the rank of a match
 * (`score`, higher first). The header's dropdown and the listing's `q` (listing-query.ts) share it, so /search
 * finds exactly what the dropdown finds (docs/decisions/114).
 */
export function searchMatch(terms: SearchTerm[], lexicon: SearchLexicon): { where: SQL; score: SQL } {
  if (!terms.length) return { where: sql`false`, score: sql`0` };
  const parts = terms.map((t) => termParts(t, lexicon));
  return {
    where: sql`(${sql.join(
      parts.map((t) => t.matches),
      sql` and `,
    )})`,
    score: sql`(${sql.join(
      parts.map((t) => t.score),
      sql` + `,
    )})`,
  };
}

export async function searchProductIds(
  db: Db,
  query: string,
  terms: SearchTerm[],
  lexicon: SearchLexicon,
): Promise<string[]> {
  if (!terms.length) return [];
  const match = searchMatch(terms, lexicon);
  // Score every match (cheap: lexeme filters on the stored vector), then order only the best few by trigram
  // similarity of the query to the title (the costly part) — the tie-break between equally placed matches.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select top.id from (
          select p.id, p.title, p.created_at, ${match.score} as score
          from products p
          where p.status = 'active' and ${match.where}
          order by score desc, p.created_at desc limit ${SEARCH_LIMITS.products * 8}
        ) top
        order by top.score + word_similarity(${query}, top.title) desc, top.created_at desc, top.id
        limit ${SEARCH_LIMITS.products}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Categories or subcategories whose name matches any term: most terms first, then names where a word equals
 * what was typed, then the catalogue's own order.
 */
export function matchNames(rows: NamedRow[], terms: SearchTerm[], limit: number): string[] {
  return rows
    .map((row, order) => {
      const hits = terms.filter((t) => startsAny(row.words, t.candidates)).length;
      const exact = terms.filter((t) => row.words.some((w) => w === t.typed || w === `${t.typed}s`)).length;
      return { id: row.id, hits, exact, order };
    })
    .filter((r) => r.hits > 0)
    .sort((a, b) => b.hits - a.hits || b.exact - a.exact || a.order - b.order)
    .slice(0, limit)
    .map((r) => r.id);
}
