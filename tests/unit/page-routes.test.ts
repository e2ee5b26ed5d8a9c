import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPagePath } from '#domain/page-routes';
import { BRAND } from '#domain/brand';

/** Turns a React Router path into a concrete example path ("products/:slug" → "/products/x"). */
function example(routePath: string): string {
  const p = routePath.replace(/\/\*$/, '/x').replace(/:[A-Za-z]+\??/g, 'x');
  return p.startsWith('/') ? p : `/${p}`;
}

describe('the server knows every page path of the web app', () => {
  it('covers each path declared in the routers', async () => {
    const dir = path.resolve('src/web/features');
    const files = [path.resolve('src/web/app/routes.tsx')];
    // Every feature with pages has a routes.tsx (the admin app routes its own paths under /admin).
    for (const feature of await readdir(dir))
      if (existsSync(path.join(dir, feature, 'routes.tsx')))
        files.push(path.join(dir, feature, 'routes.tsx'));
    const declared: string[] = [];
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      for (const m of source.matchAll(/path:\s*'([^']+)'/g)) declared.push(m[1]!);
      for (const m of source.matchAll(/path:\s*`\$\{BRAND\.collectionRoute\.slice\(1\)\}([^`]*)`/g)) {
        declared.push(`${BRAND.collectionRoute.slice(1)}${m[1]}`);
      }
    }
    const pages = declared.filter((p) => p !== '*');
    expect(pages.length).toBeGreaterThan(15);
    const missing = pages.map(example).filter((p) => !isPagePath(p));
    expect(missing).toEqual([]);
  });

  it('does not treat other paths as pages', () => {
    for (const p of ['/no-such-page', '/products', '/products/a/b', '/collections', '/shopping']) {
      expect(isPagePath(p)).toBe(false);
    }
    expect(isPagePath('/shop/')).toBe(true);
    expect(isPagePath('/admin/orders')).toBe(true);
  });
});
