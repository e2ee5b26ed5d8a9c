/**
 * No admin code on storefront pages, checked on every submission (npm run bench:web measures the rest): the
 * scripts and stylesheets each storefront page loads include none of the admin-only files of Vite's manifest,
 * while the back office does load its chunk (so the check cannot pass by finding nothing).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readBuildGraph } from '#bench/web/chunks';
import { DESKTOP, launchBrowser, newPage } from './helpers/browser';
import { adminPage } from './helpers/admin-page';
import { call, type TestProduct } from './helpers/shop';

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

describe('storefront pages load no admin code', () => {
  let browser: Browser;
  let adminFiles: Set<string>;
  let slug: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminFiles = readBuildGraph(webRoot).adminFiles;
    const { body } = await call<{ products: TestProduct[] }>('/api/product/getproducts');
    slug = body.products[0]!.slug;
  });
  afterAll(async () => browser?.close());

  it('home, a listing, a product, the cart and checkout load none of the admin files', async () => {
    expect(adminFiles.size).toBeGreaterThan(0);
    for (const pagePath of ['/', '/collections/rings', `/products/${slug}`, '/cart', '/checkout']) {
      const { context, page } = await newPage(browser, { viewport: DESKTOP });
      try {
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
      } finally {
        await context.close();
      }
    }
  });

  it('the back office loads its own chunk', async () => {
    const { context, page } = await adminPage(browser, DESKTOP);
    try {
      const loaded = recordAssets(page);
      await page.goto('/admin/products', { waitUntil: 'networkidle' });
      expect([...loaded].some((f) => adminFiles.has(f))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
