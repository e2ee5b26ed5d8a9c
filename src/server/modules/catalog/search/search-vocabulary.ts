/**
 * The words of the catalogue's titles, tags, metals and category and subcategory names — what a typed word is
 * corrected against (terms.ts) — and the names themselves, matched here in memory. Read once and kept in the
 * catalogue cache, so they are rebuilt after every catalogue write. Description words are left out on purpose:
 * their many words would pull corrections away from the names shoppers actually type.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { MATERIALS } from '#domain/catalog-constants';
import { queryRows, type Db } from '#server/db/client';
import { categories, subcategories } from '#server/db/schema';
import { tokenize } from '#server/lib/search/terms';

export interface NamedRow {
  id: string;
  name: string;
  words: string[];
}

export interface SearchLexicon {
  vocabulary: string[];
  categories: NamedRow[];
  subcategories: NamedRow[];
}

const WORD = /^[\p{L}\p{N}]+$/u;

export async function loadLexicon(db: Db): Promise<SearchLexicon> {
  const [lexemes, cats, subs] = await Promise.all([
    // Title (A) and tag (B) lexemes of active products, from their stored search vectors.
    queryRows<{ word: string }>(
      db,
      sql`select word from ts_stat($$select ts_filter(search_vector, '{a,b}') from products where status = 'active'$$)`,
    ),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ id: subcategories.id, name: subcategories.name })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .orderBy(asc(categories.sortOrder), asc(subcategories.sortOrder), asc(subcategories.name)),
  ]);
  const named = (rows: Array<{ id: string; name: string }>) =>
    rows.map((r) => ({ ...r, words: tokenize(r.name) }));
  const words = new Set(lexemes.map((r) => r.word).filter((w) => w.length >= 2 && WORD.test(w)));
  for (const row of [...cats, ...subs]) for (const w of tokenize(row.name)) if (w.length >= 2) words.add(w);
  for (const m of MATERIALS) for (const w of tokenize(m)) words.add(w);
  return { vocabulary: [...words].sort(), categories: named(cats), subcategories: named(subs) };
}
