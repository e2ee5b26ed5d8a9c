/**
 * A shopper on a slow phone (issue 14 item 7, docs/decisions/112): Chromium at 4× CPU slowdown — Lighthouse's
 * mobile setting — at 390 px, each action started as soon as the page's HTML is parsed (DOMContentLoaded), while
 * the app may still be starting. Whatever the shopper does then takes effect: a size and Add to Cart put that piece
 * in the bag once; a sort order and a filter change the list and the address; a search typed and sent shows its
 * results; the menu opens.
 */
import type { Page } from '@playwright/test';
import { createProduct, type TestProduct } from './helpers/shop';
import { MOBILE, expect, test } from './helpers/test';

// A slow phone takes its time: each wait on the page allows 30 s.
const SLOW = { timeout: 30_000 };

/** Opens a page and returns at DOMContentLoaded (the fixture's goto waits for the app to be live). */
async function openAsItAppears(page: Page, path: string) {
  await page.goto('/robots.txt');
  const url = new URL(path, page.url()).href;
  await page.evaluate((to) => location.assign(to), url);
  await page.waitForURL(url, { waitUntil: 'domcontentloaded' });
}

const appLive = (page: Page) => expect(page.locator('html[data-app="ready"]')).toBeAttached(SLOW);
const query = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => page.locator('main article');
const cardPrices = (page: Page) =>
  cards(page).evaluateAll((els) =>
    els.map((el) => Number((/₹([\d,]+\.\d{2})/.exec(el.textContent ?? '')?.[1] ?? '0').replace(/,/g, ''))),
  );

test.describe('a shopper on a slow phone acts as soon as the page shows', () => {
  test.use({ viewport: MOBILE });
  let band: TestProduct;
  test.beforeAll(async () => {
    band = await createProduct('Slow Phone Band', [
      { material: 'Yellow Gold', price: 41_500, stock: 6, sizes: ['10', '12', '14'] },
    ]);
  });
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });
  test.afterEach(({ pageErrors }) => {
    expect(pageErrors).toEqual([]);
  });

  test('a size, then Add to Cart: that piece, in that size, is in the bag once', async ({ page }) => {
    await openAsItAppears(page, `/products/${band.slug}`);
    await page
      .getByRole('group', { name: /^Size/ })
      .first()
      .getByRole('radio', { name: '12', exact: true })
      .click();
    await page.getByRole('button', { name: /^(Select Options|Add to Cart)$/ }).click();
    await appLive(page);
    // Added once the app is live (the form's submit waits for it): the header counts the piece.
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, 1 item', SLOW);
    await page.goto('/cart');
    const lines = () =>
      page.evaluate(() =>
        (
          JSON.parse(localStorage.getItem('guestCart') ?? '[]') as {
            quantity: number;
            variantDetails: { selectedSize: string };
          }[]
        ).map((l) => [l.quantity, l.variantDetails.selectedSize]),
      );
    await expect.poll(lines, SLOW).toEqual([[1, '12']]);
  });

  test('a sort order chosen at once orders the list and goes into the address', async ({ page }) => {
    await openAsItAppears(page, '/collections/rings');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect.poll(() => query(page).get('sort'), SLOW).toBe('price_asc');
    await appLive(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc', SLOW);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      }, SLOW)
      .toBe(true);
  });

  test('a filter ticked and applied at once narrows the list and goes into the address', async ({ page }) => {
    await openAsItAppears(page, '/shop');
    // The summary before the app is live, the drawer's button after: whichever the shopper sees.
    await page
      .locator('summary, button')
      .filter({ hasText: /^Filter/, visible: true })
      .first()
      .click();
    await page.locator('input[type="checkbox"][value="Silver"]:visible').first().check();
    // Before the app is live the form is applied by its button; once live the drawer applies each change.
    const apply = page.getByRole('button', { name: /^Apply/ }).filter({ visible: true });
    if (await apply.count()) await apply.first().click();
    await expect.poll(() => query(page).get('metals'), SLOW).toBe('Silver');
    await appLive(page);
    await expect(cards(page).first()).toBeVisible(SLOW);
    await expect.poll(() => query(page).get('metals'), SLOW).toBe('Silver');
  });

  test('the search icon, words and Enter show the results page', async ({ page }) => {
    await openAsItAppears(page, '/shop');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    // The menu's search field once the app is live, the search page's before: the field the shopper sees.
    const field = page.locator('input[name="q"]:visible').first();
    await field.waitFor(SLOW);
    await field.fill('ring');
    await field.press('Enter');
    await page.waitForURL('**/search?q=ring', SLOW);
    await appLive(page);
    await expect(cards(page).first()).toBeVisible(SLOW);
  });

  test('the menu tapped at once opens', async ({ page }) => {
    await openAsItAppears(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(1, SLOW);
  });
});
