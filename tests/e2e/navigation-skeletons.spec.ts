/**
 * A navigation in the browser whose data is not cached yet shows the next page's skeleton — the listing's frame
 * with a grid of card skeletons under the filter bar, the product page's gallery and details column, the search
 * page's heading over its grid — not a spinner on an empty page; and when the reply arrives the page takes the
 * skeleton's place without moving (issue 14 item 4, docs/decisions/117). The API's reply is held back with
 * page.route until the skeleton has been seen, at 390 and 1280 px. Screenshots: test-results/skeletons/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

const shotsDir = path.resolve('test-results/skeletons');

const LISTING_API = /\/api\/product\/get-products-filtered/;
const PRODUCT_API = /\/api\/product\/get-product\//;

/** Holds the API calls matching `url` until `release()` (each held call then goes on to the server). */
async function holdReplies(page: Page, url: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route(url, async (route) => {
    seen++;
    await held;
    await route.continue();
  });
  return { release, seen: () => seen };
}

/** Layout shifts from now on that no input caused (what CLS counts), summed. */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shiftsAfter: number };
    w.shiftsAfter = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!e.hadRecentInput) w.shiftsAfter += e.value;
    }).observe({ type: 'layout-shift' });
  });
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shiftsAfter: number }).shiftsAfter);

const top = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return { y: Math.round(box.y), x: Math.round(box.x), width: Math.round(box.width) };
};

const skeleton = (page: Page) => page.locator('[aria-busy="true"][data-skeleton]');

test.describe('skeletons while a navigation waits for its data', () => {
  test.beforeAll(async () => {
    await mkdir(shotsDir, { recursive: true });
  });

  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    test.describe(`${label} px`, () => {
      test.use({ viewport });

      test('the listing, the product page and search show their skeleton, then the page in its place', async ({
        page,
        pageErrors,
      }) => {
        // Home → the shop: the listing's frame (heading, filter bar) over a grid of card skeletons.
        await page.goto('/');
        const listing = await holdReplies(page, LISTING_API);
        await page.getByRole('link', { name: 'Discover Collection' }).click();
        await expect(skeleton(page)).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1, name: 'All Jewellery' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Filter/ })).toBeVisible();
        const cards = skeleton(page).getByTestId('card-skeleton');
        await expect(cards).toHaveCount(8);
        // Laid out as the grid: two cards side by side, as many as the real grid's columns in the first row.
        const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(Math.round(second!.y)).toBe(Math.round(first!.y));
        expect(second!.x).toBeGreaterThan(first!.x + first!.width);
        await expect(page.locator('main article')).toHaveCount(0);
        await page.screenshot({ path: path.join(shotsDir, `listing-${label}.png`) });
        const gridBefore = await top(page, '[data-skeleton] ul');
        const barBefore = await top(page, 'main .sticky');
        await watchShifts(page);
        expect(listing.seen()).toBeGreaterThan(0);
        listing.release();
        await expect(page.locator('main article').first()).toBeVisible();
        // Read at once: the skeleton has gone by the time the cards are there.
        expect(await skeleton(page).count()).toBe(0);
        expect(await top(page, 'main ul.grid')).toEqual(gridBefore);
        expect(await top(page, 'main .sticky')).toEqual(barBefore);
        expect(await shifts(page)).toBeLessThanOrEqual(0.02);
        await page.unroute(LISTING_API);

        // A card → its product page: breadcrumb, gallery and details column.
        const product = await holdReplies(page, PRODUCT_API);
        const title = (await page.locator('main article h3 a').first().textContent())!;
        await page.locator('main article h3 a').first().click();
        await expect(skeleton(page)).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading the piece' })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
        await page.screenshot({ path: path.join(shotsDir, `product-${label}.png`) });
        const galleryBefore = await top(page, '[data-skeleton] .grid > div:first-child > span');
        await watchShifts(page);
        product.release();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        expect(await skeleton(page).count()).toBe(0);
        expect(await top(page, '[data-testid="gallery-track"]')).toEqual(galleryBefore);
        expect(await shifts(page)).toBeLessThanOrEqual(0.02);
        await page.unroute(PRODUCT_API);

        // The search page's form → its results: the heading is known at once, the grid follows.
        await page.goto('/search');
        const search = await holdReplies(page, LISTING_API);
        await page.locator('main input[name="q"]').fill('ring');
        await page.locator('main input[name="q"]').press('Enter');
        await expect(skeleton(page)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Results for "ring"' })).toBeVisible();
        await expect(skeleton(page).getByTestId('card-skeleton')).toHaveCount(8);
        await page.screenshot({ path: path.join(shotsDir, `search-${label}.png`) });
        const searchGrid = await top(page, '[data-skeleton] ul');
        await watchShifts(page);
        search.release();
        await expect(page.locator('main article').first()).toBeVisible();
        expect(await top(page, 'main ul.grid')).toEqual(searchGrid);
        expect(await shifts(page)).toBeLessThanOrEqual(0.02);
        expect(pageErrors).toEqual([]);
      });
    });
  }

  test('another listing on the same route shows its skeleton under its own heading, not the last grid', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/collections/rings');
    const held = await holdReplies(page, LISTING_API);
    // The header's navigation holds Earrings (a featured category): its heading is known before the reply.
    await page.locator('header a[href="/collections/earrings"]').first().dispatchEvent('click');
    await expect(skeleton(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Earrings' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    held.release();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Earrings' })).toBeVisible();
    // Filters on the same listing keep its grid on screen (dimmed) until the narrowed one arrives.
    const again = await holdReplies(page, LISTING_API);
    await page.locator('main select[name="sort"]').selectOption('price_asc');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
    await expect(skeleton(page)).toHaveCount(0);
    await expect(page.locator('main article').first()).toBeVisible();
    again.release();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
