/**
 * A shopper on a slow phone (issue 14 item 7, docs/decisions/112): Chromium at 4× CPU slowdown — Lighthouse's
 * mobile setting — at 390 px, each action started as soon as the page's HTML is parsed (DOMContentLoaded), while
 * the app may still be starting. Whatever the shopper does then takes effect: a size and Add to Cart put that piece
 * in the bag once; a sort order and a filter change the list and the address; a search typed and sent shows its
 * results; the menu opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, baseURL, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import { createProduct, type TestProduct } from './helpers/shop';

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });

async function slowPhone(browser: Browser) {
  const { context, page } = await newPage(browser, { viewport: MOBILE });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Opens a page and returns at DOMContentLoaded (the helpers' goto waits for the app to be live). */
async function openAsItAppears(page: Page, path: string) {
  await page.goto('/robots.txt');
  const url = `${baseURL()}${path}`;
  await page.evaluate((to) => location.assign(to), url);
  await page.waitForURL(url, { waitUntil: 'domcontentloaded' });
}

const appLive = (page: Page) =>
  page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 30_000 });
const query = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => page.locator('main article');
const cardPrices = (page: Page) =>
  cards(page).evaluateAll((els) =>
    els.map((el) => Number((/₹([\d,]+\.\d{2})/.exec(el.textContent ?? '')?.[1] ?? '0').replace(/,/g, ''))),
  );

describe('a shopper on a slow phone acts as soon as the page shows', () => {
  let browser: Browser;
  let band: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    band = await createProduct('Slow Phone Band', [
      { material: 'Yellow Gold', price: 41_500, stock: 6, sizes: ['10', '12', '14'] },
    ]);
  });
  afterAll(async () => browser?.close());

  it('a size, then Add to Cart: that piece, in that size, is in the bag once', async () => {
    const { context, page } = await slowPhone(browser);
    try {
      await openAsItAppears(page, `/products/${band.slug}`);
      await page
        .getByRole('group', { name: /^Size/ })
        .first()
        .getByRole('radio', { name: '12', exact: true })
        .click();
      await page.getByRole('button', { name: /^(Select Options|Add to Cart)$/ }).click();
      await appLive(page);
      // Added once the app is live (the form's submit waits for it): the header counts the piece.
      await eventually(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart, 1 item');
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
      await eventually(lines).toEqual([[1, '12']]);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'slow-phone-add');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('a sort order chosen at once orders the list and goes into the address', async () => {
    const { context, page } = await slowPhone(browser);
    try {
      await openAsItAppears(page, '/collections/rings');
      await page.getByLabel('Sort by').selectOption('price_asc');
      await eventually(() => Promise.resolve(query(page).get('sort'))).toBe('price_asc');
      await appLive(page);
      await eventually(() => page.getByLabel('Sort by').inputValue()).toBe('price_asc');
      await eventually(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      }).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'slow-phone-sort');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('a filter ticked and applied at once narrows the list and goes into the address', async () => {
    const { context, page } = await slowPhone(browser);
    try {
      await openAsItAppears(page, '/shop');
      await page.locator('summary, button').filter({ hasText: /^Filter/ }).first().click();
      await page.locator('input[type="checkbox"][value="Silver"]:visible').first().check();
      // Before the app is live the form is applied by its button; once live the drawer applies each change.
      const apply = page.getByRole('button', { name: /^Apply/ }).filter({ visible: true });
      if (await apply.count()) await apply.first().click();
      await eventually(() => Promise.resolve(query(page).get('metals'))).toBe('Silver');
      await appLive(page);
      await eventually(() => cards(page).count()).toBeGreaterThan(0);
      await eventually(() => Promise.resolve(query(page).get('metals'))).toBe('Silver');
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'slow-phone-filter');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('the search icon, words and Enter show the results page', async () => {
    const { context, page } = await slowPhone(browser);
    try {
      await openAsItAppears(page, '/shop');
      await page.getByRole('link', { name: 'Search', exact: true }).click();
      // The menu's search field once the app is live, the search page's before: the field the shopper sees.
      const field = page.locator('input[name="q"]:visible').first();
      await field.waitFor({ timeout: 30_000 });
      await field.fill('ring');
      await field.press('Enter');
      await page.waitForURL('**/search?q=ring', { timeout: 30_000 });
      await appLive(page);
      await eventually(() => cards(page).count()).toBeGreaterThan(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'slow-phone-search');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('the menu tapped at once opens', async () => {
    const { context, page } = await slowPhone(browser);
    try {
      await openAsItAppears(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await eventually(() => page.getByRole('dialog').filter({ visible: true }).count()).toBe(1);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'slow-phone-menu');
      throw err;
    } finally {
      await context.close();
    }
  });
});
