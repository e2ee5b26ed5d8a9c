/**
 * A navigation in the browser whose data is not cached yet shows the next page's skeleton — the listing's frame
 * with a grid of card skeletons under the filter bar, the product page's gallery and details column, the search
 * page's heading over its grid — not a spinner on an empty page; and when the reply arrives the page takes the
 * skeleton's place without moving (issue 14 item 4, docs/decisions/117). The API's reply is held back with
 * page.route until the skeleton has been seen, at 390 and 1280 px. Screenshots: test-results/skeletons/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';

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

describe('skeletons while a navigation waits for its data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(shotsDir, { recursive: true });
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`the listing, the product page and search show their skeleton, then the page in its place (${label} px)`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      try {
        // Home → the shop: the listing's frame (heading, filter bar) over a grid of card skeletons.
        await page.goto('/');
        const listing = await holdReplies(page, LISTING_API);
        await page.getByRole('link', { name: 'Discover Collection' }).click();
        await skeleton(page).waitFor();
        expect(await page.getByRole('status').filter({ hasText: 'Loading products' }).count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1, name: 'All Jewellery' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: /^Filter/ }).isVisible()).toBe(true);
        const cards = skeleton(page).getByTestId('card-skeleton');
        expect(await cards.count()).toBe(8);
        // Laid out as the grid: two cards side by side, as many as the real grid's columns in the first row.
        const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(Math.round(second!.y)).toBe(Math.round(first!.y));
        expect(second!.x).toBeGreaterThan(first!.x + first!.width);
        expect(await page.locator('main article').count()).toBe(0);
        await page.screenshot({ path: path.join(shotsDir, `listing-${label}.png`) });
        const gridBefore = await top(page, '[data-skeleton] ul');
        const barBefore = await top(page, 'main .sticky');
        await watchShifts(page);
        expect(listing.seen()).toBeGreaterThan(0);
        listing.release();
        await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
        expect(await skeleton(page).count()).toBe(0);
        expect(await top(page, 'main ul.grid')).toEqual(gridBefore);
        expect(await top(page, 'main .sticky')).toEqual(barBefore);
        expect(await shifts(page)).toBeLessThanOrEqual(0.02);
        await page.unroute(LISTING_API);

        // A card → its product page: breadcrumb, gallery and details column.
        const product = await holdReplies(page, PRODUCT_API);
        const title = (await page.locator('main article h3 a').first().textContent())!;
        await page.locator('main article h3 a').first().click();
        await skeleton(page).waitFor();
        expect(await page.getByRole('status').filter({ hasText: 'Loading the piece' }).count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
        await page.screenshot({ path: path.join(shotsDir, `product-${label}.png`) });
        const galleryBefore = await top(page, '[data-skeleton] .grid > div:first-child > span');
        await watchShifts(page);
        product.release();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await skeleton(page).count()).toBe(0);
        expect(await top(page, '[data-testid="gallery-track"]')).toEqual(galleryBefore);
        expect(await shifts(page)).toBeLessThanOrEqual(0.02);
        await page.unroute(PRODUCT_API);

        // The search page's form → its results: the heading is known at once, the grid follows.
        await page.goto('/search');
        const search = await holdReplies(page, LISTING_API);
        await page.locator('main input[name="q"]').fill('ring');
        await page.locator('main input[name="q"]').press('Enter');
        await skeleton(page).waitFor();
        expect(await page.getByRole('heading', { level: 1, name: 'Results for "ring"' }).isVisible()).toBe(
          true,
        );
        expect(await skeleton(page).getByTestId('card-skeleton').count()).toBe(8);
        await page.screenshot({ path: path.join(shotsDir, `search-${label}.png`) });
        const searchGrid = await top(page, '[data-skeleton] ul');
        await watchShifts(page);
        search.release();
        await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
        expect(await top(page, 'main ul.grid')).toEqual(searchGrid);
        expect(await shifts(page)).toBeLessThanOrEqual(0.02);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `skeletons-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    });
  }

  it('another listing on the same route shows its skeleton under its own heading, not the last grid', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await page.goto('/collections/rings');
      const held = await holdReplies(page, LISTING_API);
      // The header's navigation holds Earrings (a featured category): its heading is known before the reply.
      await page.locator('header a[href="/collections/earrings"]').first().dispatchEvent('click');
      await skeleton(page).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Earrings' }).isVisible()).toBe(true);
      expect(await page.locator('main article').count()).toBe(0);
      held.release();
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { level: 1, name: 'Earrings' }).isVisible()).toBe(true);
      // Filters on the same listing keep its grid on screen (dimmed) until the narrowed one arrives.
      const again = await holdReplies(page, LISTING_API);
      await page.locator('main select[name="sort"]').selectOption('price_asc');
      await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(1);
      expect(await skeleton(page).count()).toBe(0);
      expect(await page.locator('main article').count()).toBeGreaterThan(0);
      again.release();
      await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'skeletons-same-route');
      throw err;
    } finally {
      await context.close();
    }
  });
});
