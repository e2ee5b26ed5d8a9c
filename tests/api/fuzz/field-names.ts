/**
 * Every field name the API's payload schemas know, read from the zod schemas themselves (src/domain/schemas and
 * the routes' own body schemas), so the fuzzer sends wrong values under the names handlers actually read.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

type ZodLike = { _zod?: { def?: Record<string, unknown> } };

/** Collects object keys anywhere inside a zod 4 schema (objects, wrappers, pipes, arrays, unions). */
export function zodKeys(schema: unknown, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return into;
  seen.add(schema);
  if (def.type === 'object' && def.shape && typeof def.shape === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(key);
      zodKeys(child, into, seen);
    }
  }
  for (const k of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType', 'schema']) {
    if (def[k]) zodKeys(def[k], into, seen);
  }
  if (Array.isArray(def.options)) for (const o of def.options) zodKeys(o, into, seen);
  return into;
}

/** Keys of every zod schema exported by src/domain/schemas/*.ts. */
export async function domainFieldNames(): Promise<string[]> {
  const dir = path.resolve(import.meta.dirname, '../../../src/domain/schemas');
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (typeof value === 'function') {
        // Schema factories such as productInput(mode) take a mode; try the usual ones.
        for (const arg of ['add', 'edit', undefined]) {
          try {
            zodKeys((value as (a: unknown) => unknown)(arg), keys);
          } catch {
            // not a factory
          }
        }
      } else zodKeys(value, keys);
    }
  }
  return [...keys].sort();
}

/** Multipart file and form field names the handlers read that are not in any schema. */
export const FORM_FIELD_NAMES = [
  'profilePhoto',
  'mainImage',
  'variantImages_0',
  'variantImages_1',
  'variantImages_15',
  'variantImages_16',
  'variantImages_999',
  'variantImages_0[]',
  'image',
  'productCsv',
  'csv',
  'file',
  'product',
];
