/**
 * The storefront's production build does not check replies (lazy schemas run in development only,
 * docs/decisions/112 "zod off the first load"). That is only the same data if checking would not have changed it:
 * no reply schema the storefront names may transform, default, coerce or catch — parsing must be a pure yes/no.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve('src/web');
const CHANGING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** `const schemas = () => import('…/domain/schemas/x')` and each `m.Name` the same file checks with it. */
function lazyReplySchemas(): Array<{ file: string; module: string; names: string[] }> {
  return sourceFiles(WEB).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const loader = /const schemas = \(\) => import\('([^']+)'\)/.exec(text);
    if (!loader) return [];
    const names = [...new Set([...text.matchAll(/\(m\) => m\.(\w+)/g)].map((x) => x[1]!))];
    // A path alias (#domain/…, docs/decisions/126) is imported as written; a relative path from the fetcher's folder.
    const module = loader[1]!.startsWith('#') ? loader[1]! : path.resolve(path.dirname(file), loader[1]!);
    return [{ file, module, names }];
  });
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Paths inside a schema where parsing would change the data. */
function changingParts(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const found = CHANGING.has(def.type) || def.coerce === true ? [`${at} (${def.type})`] : [];
  const children: Array<[string, unknown]> = [];
  if (def.shape) for (const [k, v] of Object.entries(def.shape as object)) children.push([`${at}.${k}`, v]);
  for (const k of ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall'])
    if (def[k]) children.push([at, def[k]]);
  for (const list of ['options', 'items'])
    if (Array.isArray(def[list]))
      (def[list] as unknown[]).forEach((o, i) => children.push([`${at}[${i}]`, o]));
  if (typeof def.getter === 'function') children.push([at, (def.getter as () => unknown)()]);
  return [...found, ...children.flatMap(([p, c]) => changingParts(c, p, seen))];
}

describe('reply schemas the storefront checks only in development', () => {
  const lazy = lazyReplySchemas();

  it('are found (the scan sees the fetchers)', () => {
    expect(lazy.length).toBeGreaterThan(5);
  });

  it('only accept or refuse: none transforms, defaults, coerces or catches', async () => {
    const problems: string[] = [];
    for (const { file, module, names } of lazy) {
      const mod = (await import(module)) as Record<string, unknown>;
      for (const name of names) {
        const rel = path.relative(WEB, file);
        if (!defOf(mod[name])) problems.push(`${rel}: ${name} is not a zod schema`);
        else problems.push(...changingParts(mod[name], name).map((p) => `${rel}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('the walk finds a transform where there is one (the test can fail)', async () => {
    const { ShippingAddressInput } = await import('#domain/schemas/payments');
    expect(changingParts(ShippingAddressInput, 'ShippingAddressInput').length).toBeGreaterThan(0);
  });
});
