/**
 * The search vocabulary (search-vocabulary.ts) as every search reads it: kept in the catalogue read cache, so it
 * is read once and rebuilt after every catalogue change. Shared by the header's search and the listing's `q`.
 */
import type { FastifyInstance } from 'fastify';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadLexicon, type SearchLexicon } from './search-vocabulary';
import { SEARCH_MIN_CHARS, editDistance, tokenize } from '#server/lib/search/terms';

export function cachedLexicon(app: FastifyInstance): Promise<SearchLexicon> {
  return catalogCache(app).get(
    'search-lexicon',
    () => loadLexicon(app.db),
    (l) => l.vocabulary.length * 40 + 100_000,
  );
}

/** The normalised form of what was typed (the cache key and what the reply echoes), and whether it is searchable. */
export function normaliseQuery(q: string): { text: string; searchable: boolean } {
  const text = tokenize(q).join(' ');
  return { text, searchable: text.replace(/\s/g, '').length >= SEARCH_MIN_CHARS };
}

/**
 * "Did you mean": when a search found nothing, other searches built from the catalogue's own words — each typed
 * word replaced by its closest vocabulary words, a little further than the search itself tolerates (up to a third
 * of the word), and each word alone that the vocabulary knows. At most `limit`, closest first.
 */
export function didYouMean(query: string, vocabulary: readonly string[], limit = 3): string[] {
  const words = tokenize(query)
    .filter((w) => w.length >= SEARCH_MIN_CHARS)
    .slice(0, 6);
  if (!words.length) return [];
  const closest = words.map((w) => {
    const max = Math.max(1, Math.min(3, Math.floor(w.length / 3)));
    const found: Array<{ word: string; d: number }> = [];
    for (const v of vocabulary) {
      if (v === w) return [{ word: v, d: 0 }];
      const d = editDistance(w, v, max);
      if (d <= max) found.push({ word: v, d });
    }
    return found.sort((a, b) => a.d - b.d || a.word.length - b.word.length).slice(0, 2);
  });
  const out: string[] = [];
  // The whole query with every word at its closest (words with nothing close are left out).
  const whole = closest.map((c) => c[0]?.word).filter((w): w is string => !!w);
  if (whole.length) out.push(whole.join(' '));
  // Then each known or close word alone, so a query whose words never meet in one piece still leads somewhere.
  for (const c of closest) for (const { word } of c) out.push(word);
  const typed = words.join(' ');
  return [...new Set(out)].filter((s) => s !== typed).slice(0, limit);
}
