/**
 * Text PostgreSQL cannot store, refused at the door: the NUL character (text columns reject it, which used to
 * surface as a 500) and lone UTF-16 surrogates (the drivers would silently store U+FFFD instead of what was
 * sent). Used by a preValidation hook on every API route (request bodies) and by the
 * multipart readers, whose fields arrive after validation.
 */
import { badRequest } from '../errors';

export const BAD_TEXT_MESSAGE = 'The text contains characters that cannot be stored (NUL or broken Unicode).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badString(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/**
 * The path of the first string (or object key) that cannot be stored, or null. Iterative, not recursive: a body
 * nested ten thousand levels deep must not overflow the stack. Looks at no more than `maxNodes` values.
 */
export function findBadText(value: unknown, root = '', maxNodes = 200_000): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  let seen = 0;
  while (stack.length && seen++ < maxNodes) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (badString(current)) return path;
      continue;
    }
    if (!current || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((v, i) => [String(i), v] as const)
      : Object.entries(current as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(current) && badString(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** Throws a 400 naming the field when a value holds text that cannot be stored. */
export function assertStorableText(value: unknown, path = ''): void {
  const found = findBadText(value, path);
  if (found !== null) throw badRequest(BAD_TEXT_MESSAGE, [{ path: found, message: BAD_TEXT_MESSAGE }]);
}
