/**
 * No admin code on storefront pages, checked on every submission (npm run bench:web measures the rest): the
 * scripts and stylesheets each storefront page loads include none of the admin-only files of Vite's manifest,
 * while the back office does load its chunk (so the check cannot pass by finding nothing).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readBuildGraph } from '#bench/web/chunks';
import { call, type TestProduct } from './helpers/shop';
import { expect, test } from './helpers/test';

const webRoot = path.resolve('dist/web');

/** Built files (names under /assets/) the page requests from now on. */
function recordAssets(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/assets/')) files.add(path.basename(pathname));
  });
  return files;
}

test.describe('storefront pages load no admin code', () => {
  let adminFiles: Set<string>;
  let slug: string;
  test.beforeAll(async () => {
    adminFiles = readBuildGraph(webRoot).adminFiles;
    const { body } = await call<{ products: TestProduct[] }>('/api/product/getproducts');
    slug = body.products[0]!.slug;
  });

  test('home, a listing, a product, the cart and checkout load none of the admin files', async ({
    openPage,
  }) => {
    expect(adminFiles.size).toBeGreaterThan(0);
    for (const pagePath of ['/', '/collections/rings', `/products/${slug}`, '/cart', '/checkout']) {
      // A fresh context per page: nothing cached from the one before.
      const page = await openPage();
      const loaded = recordAssets(page);
      await page.goto(pagePath, { waitUntil: 'networkidle' });
      expect(
        [...loaded].filter((f) => adminFiles.has(f)),
        pagePath,
      ).toEqual([]);
      expect(
        [...loaded].some((f) => f.endsWith('.js')),
        pagePath,
      ).toBe(true);
      await page.context().close();
    }
  });

  test('pages with a form load no zod before the form is used (docs/decisions/112 "zod off the first load")', async ({
    openPage,
  }) => {
    // zod's own chunk: present in the build, so the check below cannot pass by finding nothing.
    const isZod = (f: string) => /^zod-[\w-]+\.js$/.test(f);
    expect(readdirSync(path.join(webRoot, 'assets')).some(isZod)).toBe(true);
    for (const pagePath of ['/contact', `/products/${slug}`, '/checkout', '/login']) {
      const page = await openPage();
      const loaded = recordAssets(page);
      await page.goto(pagePath, { waitUntil: 'networkidle' });
      expect([...loaded].filter(isZod), pagePath).toEqual([]);
      await page.context().close();
    }
  });

  test('the back office loads its own chunk', async ({ adminPage: page }) => {
    const loaded = recordAssets(page);
    await page.goto('/admin/products', { waitUntil: 'networkidle' });
    expect([...loaded].some((f) => adminFiles.has(f))).toBe(true);
  });
});
