/**
 * The bulk upload shows the import's progress while it runs (docs/decisions/105): a progress bar whose
 * aria-valuenow/max count the file's rows through "Step 1 of 2: Checking rows" and "Step 2 of 2: Saving products",
 * then the result (nothing imported from a wrong file: tests/api/admin/bulk-jobs.test.ts) — at 1280 px a file of 2,000 rows that imports (into a category of the test's own, hidden from
 * the storefront), at 390 px one whose last row is wrong, so nothing is imported and the report names its line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { DESKTOP, MOBILE, baseURL, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { call, createCategory, unique } from './helpers/admin-fixtures';
import { admin, adminPage } from './helpers/admin-page';

/** `products` hidden pieces of four variants each in `category`; SKUs start with `prefix`. */
function csvOf(prefix: string, category: string, products: number): string {
  const metals = [
    ['Yellow Gold', '18KT'],
    ['Rose Gold', '14KT'],
    ['White Gold', '22KT'],
    ['Platinum', 'PT950'],
  ];
  const lines = [CSV_HEADER.join(',')];
  for (let p = 0; p < products; p++)
    metals.forEach(([material, purity], m) => {
      const row: Record<string, string> = {
        handle: `${prefix.toLowerCase()}-${p}`,
        ...(m === 0 ? { title: `${prefix} Piece ${p}`, category, status: 'inactive' } : {}),
        material: material!,
        purity: purity!,
        sku: `${prefix}-${p}-${m}`,
        price: String(20000 + p),
        stock: '2',
        weight_grams: '3',
      };
      lines.push(CSV_HEADER.map((c) => row[c] ?? '').join(','));
    });
  return `${lines.join('\n')}\n`;
}

/** Records every state of the page's progress bar from now on (the import may be quicker than any poll). */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const seen: Array<{ now: string | null; max: string | null; text: string | null }> = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role=progressbar]');
      if (!bar) return;
      const state = {
        now: bar.getAttribute('aria-valuenow'),
        max: bar.getAttribute('aria-valuemax'),
        text: bar.getAttribute('aria-valuetext'),
      };
      const last = seen.at(-1);
      if (!last || last.now !== state.now || last.text !== state.text) seen.push(state);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            progressSeen: Array<{ now: string | null; max: string | null; text: string | null }>;
          }
        ).progressSeen,
    );
}

async function choose(page: Page, name: string, text: string) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

describe('admin: bulk upload with progress', () => {
  let browser: Browser;
  let categoryName = '';
  const id = unique('bp')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase();
  beforeAll(async () => {
    browser = await launchBrowser();
    categoryName = (await createCategory(baseURL(), (await admin()).token, `Bulk Progress ${id}`)).name;
  });
  afterAll(async () => browser?.close());

  it('at 1280 px: 2,000 rows go through checking and saving on the bar, then the imported products', async () => {
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto('/admin/products/add?mode=bulk');
      await page.getByRole('heading', { name: 'Upload a CSV file' }).waitFor();
      await choose(page, 'stock.csv', csvOf(`BPD${id}`, categoryName, 500));
      const seen = await watchProgressBar(page);
      await page.getByRole('button', { name: 'Upload CSV' }).click();

      const bar = page.getByRole('progressbar');
      await bar.waitFor();
      await page.getByText('Imported 500 products with 2000 variants.').first().waitFor({ timeout: 60_000 });
      expect(await bar.count()).toBe(0);
      // 50 products named, the rest counted with a way to the product list.
      await page.getByText(/…and 450 more, in the/).waitFor();
      expect(
        await page
          .getByRole('status')
          .getByRole('link', { name: new RegExp(`^BPD${id} Piece`) })
          .count(),
      ).toBe(50);

      const states = await seen();
      const counted = states.filter((s) => s.max === '2000');
      expect(counted.length, JSON.stringify(states)).toBeGreaterThan(0);
      // The bar moved part way, named its step, and its value never went past the rows.
      expect(counted.some((s) => Number(s.now) > 0 && Number(s.now) < 2000)).toBe(true);
      expect(
        counted.some((s) => /^Step 2 of 2: Saving products: [\d,]+ of 2,000 rows$/.test(s.text ?? '')),
      ).toBe(true);
      for (const s of counted) expect(Number(s.now)).toBeLessThanOrEqual(2000);
      // Before the first count: the upload, an indeterminate bar (no aria-valuenow).
      expect(states[0]!.now === null || states[0]!.max === '2000').toBe(true);

      const { products } = await call<{ total: number; products: unknown[] }>(
        baseURL(),
        `/api/product/getproducts?q=${encodeURIComponent(`BPD${id} Piece`)}&page=1&limit=5`,
        { token: (await admin()).token },
      );
      expect(products.length).toBeGreaterThan(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-bulk-progress-desktop');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('at 390 px: a file whose last row is wrong shows the bar, then names the line and imports nothing', async () => {
    const { page, context } = await adminPage(browser, MOBILE);
    try {
      await page.goto('/admin/products/add?mode=bulk');
      await page.getByRole('heading', { name: 'Upload a CSV file' }).waitFor();
      const prefix = `BPM${id}`;
      const text = csvOf(prefix, categoryName, 300).replace(`${prefix}-299-3,20299`, `${prefix}-299-3,-5`);
      await choose(page, 'broken.csv', text);
      const seen = await watchProgressBar(page);
      await page.getByRole('button', { name: 'Upload CSV' }).click();

      const report = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
      await report.waitFor({ timeout: 60_000 });
      await report.getByRole('cell', { name: '1201' }).waitFor();
      const states = await seen();
      expect(
        states.some((s) => s.max === '1200' && /^Step 1 of 2: Checking rows/.test(s.text ?? '')),
        JSON.stringify(states),
      ).toBe(true);
      // The page does not scroll sideways at 390 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-bulk-progress-mobile');
      throw err;
    } finally {
      await context.close();
    }
  });
});
