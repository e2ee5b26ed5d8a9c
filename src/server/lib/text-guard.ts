/**
 * Text PostgreSQL cannot store, refused at the door: the NUL character (text columns reject it, which used to
 * surface as a 500) and lone UTF-16 surrogates (the drivers would silently store U+FFFD instead of what was
 * sent). Used by a preValidation hook on every API route (bodies, query strings, path parameters) and by the
 * multipart readers, whose fields arrive after validation.
 */
import { badRequest } from '../errors';

export const BAD_TEXT_MESSAGE = 'The text contains characters that cannot be stored (NUL or broken Unicode).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badString(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/** The path of the first string (or object key) that cannot be stored, or null. Bounded by `budget` nodes. */
export function findBadText(value: unknown, path = '', budget = { nodes: 100_000 }): string | null {
  if (--budget.nodes < 0) return null;
  if (typeof value === 'string') return badString(value) ? path : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], path ? `${path}.${i}` : String(i), budget);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (badString(key)) return childPath;
    const found = findBadText(child, childPath, budget);
    if (found !== null) return found;
  }
  return null;
}

/** Throws a 400 naming the field when a value holds text that cannot be stored. */
export function assertStorableText(value: unknown, path = ''): void {
  const found = findBadText(value, path);
  if (found !== null) throw badRequest(BAD_TEXT_MESSAGE, [{ path: found, message: BAD_TEXT_MESSAGE }]);
}
