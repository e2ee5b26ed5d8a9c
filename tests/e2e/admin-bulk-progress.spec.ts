/**
 * The bulk upload shows the import's progress while it runs (docs/decisions/105): a progress bar whose
 * aria-valuenow/max count the file's rows through "Step 1 of 2: Checking rows" and "Step 2 of 2: Saving products",
 * then the result (nothing imported from a wrong file: tests/api/admin/bulk-jobs.test.ts) — at 1280 px a file of 2,000 rows that imports (into a category of the test's own, hidden from
 * the storefront), at 390 px one whose last row is wrong, so nothing is imported and the report names its line.
 */
import type { Page } from '@playwright/test';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { baseURL } from './helpers/browser';
import { call, createCategory, unique } from './helpers/admin-fixtures';
import { admin } from './helpers/admin-page';
import { MOBILE, expect, test } from './helpers/test';

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

test.describe('admin: bulk upload with progress', () => {
  let categoryName = '';
  const id = unique('bp')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase();
  test.beforeAll(async () => {
    categoryName = (await createCategory(baseURL(), (await admin()).token, `Bulk Progress ${id}`)).name;
  });

  test('at 1280 px: 2,000 rows go through checking and saving on the bar, then the imported products', async ({
    adminPage: page,
    pageErrors,
  }) => {
    await page.goto('/admin/products/add?mode=bulk');
    await expect(page.getByRole('heading', { name: 'Upload a CSV file' })).toBeVisible();
    await choose(page, 'stock.csv', csvOf(`BPD${id}`, categoryName, 500));
    const seen = await watchProgressBar(page);
    await page.getByRole('button', { name: 'Upload CSV' }).click();

    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(page.getByText('Imported 500 products with 2000 variants.').first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(bar).toHaveCount(0);
    // 50 products named, the rest counted with a way to the product list.
    await expect(page.getByText(/…and 450 more, in the/)).toBeVisible();
    await expect(
      page.getByRole('status').getByRole('link', { name: new RegExp(`^BPD${id} Piece`) }),
    ).toHaveCount(50);

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
    expect(pageErrors).toEqual([]);
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('a file whose last row is wrong shows the bar, then names the line and imports nothing', async ({
      adminPage: page,
      pageErrors,
    }) => {
      await page.goto('/admin/products/add?mode=bulk');
      await expect(page.getByRole('heading', { name: 'Upload a CSV file' })).toBeVisible();
      const prefix = `BPM${id}`;
      const text = csvOf(prefix, categoryName, 300).replace(`${prefix}-299-3,20299`, `${prefix}-299-3,-5`);
      await choose(page, 'broken.csv', text);
      const seen = await watchProgressBar(page);
      await page.getByRole('button', { name: 'Upload CSV' }).click();

      const report = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
      await expect(report).toBeVisible({ timeout: 60_000 });
      await expect(report.getByRole('cell', { name: '1201' })).toBeVisible();
      const states = await seen();
      expect(
        states.some((s) => s.max === '1200' && /^Step 1 of 2: Checking rows/.test(s.text ?? '')),
        JSON.stringify(states),
      ).toBe(true);
      // The page does not scroll sideways at 390 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(pageErrors).toEqual([]);
    });
  });
});
