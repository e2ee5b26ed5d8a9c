/**
 * Turning what a shopper typed into what to look for. PostgreSQL's trigram matching (pg_trgm) finds words that
 * share most of their three-letter pieces, which covers a missing or extra letter in a long word but not a
 * swapped pair in a short one: 'rnig' and 'ring' share a single trigram. So each typed word is first corrected
 * against the catalogue's own vocabulary by edit distance (a swap counts as one edit), then the database
 * matches every candidate as a word prefix ('sol' → solitaire) through its trigram indexes.
 * Pure functions; the vocabulary comes from search-vocabulary.ts.
 */

export const SEARCH_MIN_CHARS = 2;
const MAX_TERMS = 6;
const MAX_TERM_LENGTH = 40;
const MAX_CANDIDATES_PER_TERM = 8;

/** Words that carry no meaning in a jewellery search when other words are present. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'in',
  'of',
  'with',
  'to',
  'on',
  'my',
  'her',
  'his',
]);

/** Lower case, accents folded, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Folds accents of a stored word the same way (pavé → pave) so corrections compare like with like. */
export function fold(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), stopping early once it must
 * exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** How many typing mistakes a word of this length may carry: none under 4 letters, 1 up to 5, else 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length < 6) return 1;
  return 2;
}

export interface SearchTerm {
  /** The word as typed (normalised). */
  typed: string;
  /** Words to match as word prefixes: the typed word and its corrections from the vocabulary. */
  candidates: string[];
}

/**
 * The terms of a query: each typed word with its corrections. Words are also compared with the same-length
 * prefix of longer vocabulary words, so a typo in a partly typed word ('solitiare', 'neckalce') still finds them.
 */
export function searchTerms(query: string, vocabulary: readonly string[]): SearchTerm[] {
  let words = tokenize(query).map((w) => w.slice(0, MAX_TERM_LENGTH));
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  if (meaningful.length) words = meaningful;
  words = [...new Set(words)].slice(0, MAX_TERMS);
  return words.map((typed) => {
    const max = allowedEdits(typed.length);
    const scored: Array<{ word: string; d: number }> = [];
    {
      for (const raw of vocabulary) {
        const word = fold(raw);
        if (word.startsWith(typed)) {
          // Already a prefix match; keep the stored spelling when it differs (pavé for 'pave').
          if (word !== raw) scored.push({ word: raw, d: 0 });
          continue;
        }
        if (max === 0) continue;
        const whole = editDistance(typed, word, max);
        const prefix =
          word.length > typed.length ? editDistance(typed, word.slice(0, typed.length), max) : whole;
        const d = Math.min(whole, prefix);
        if (d <= max) scored.push({ word: raw, d });
      }
    }
    scored.sort((x, y) => x.d - y.d || x.word.length - y.word.length || x.word.localeCompare(y.word));
    const candidates = [typed, ...scored.slice(0, MAX_CANDIDATES_PER_TERM).map((s) => s.word)];
    return { typed, candidates: [...new Set(candidates)] };
  });
}
