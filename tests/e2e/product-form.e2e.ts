/**
 * The product page's options are a real form (docs/decisions/115): radio groups, a quantity field and Add to Cart,
 * posted to POST /cart/add without JavaScript; with the app, handled by it; a choice tapped on a slow phone before
 * the app is live is the one added, once.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import { createProduct, type TestProduct } from './helpers/shop';

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const sizeRadio = (page: Page, size: string) =>
  page.getByRole('group', { name: /^Size/ }).first().getByRole('radio', { name: size, exact: true });
const metalRadio = (page: Page, metal: string) =>
  page
    .getByRole('group', { name: /^Metal/ })
    .first()
    .getByRole('radio', { name: metal, exact: true });
/** The form's submit button: 'Select Options' until the app knows the choice is complete, then 'Add to Cart'. */
const addButton = (page: Page) => page.getByRole('button', { name: /^(Select Options|Add to Cart)$/ });

const storedBag = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('guestCart') ?? '[]') as {
        quantity: number;
        variantDetails: { material: string; selectedSize: string };
      }[]
    ).map((l) => [l.quantity, l.variantDetails.material, l.variantDetails.selectedSize]),
  );

describe('the product form', () => {
  let browser: Browser;
  let band: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    band = await createProduct('Form Band', [
      { material: 'Yellow Gold', price: 31_500, stock: 4, sizes: ['10', '12'] },
      { material: 'White Gold', price: 33_000, stock: 4, sizes: ['10', '12'] },
    ]);
  });
  afterAll(async () => browser?.close());

  it('without JavaScript: no size says "Please choose a size."; a size and Add to Cart put the piece in the bag on /cart', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: MOBILE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto(`/products/${band.slug}`);
      await metalRadio(page, 'White Gold').check();
      await addButton(page).click();
      // Back on the page, server-rendered, saying what is missing; the metal chosen is still chosen.
      await page.waitForURL(/notice=choose-size/);
      expect(await page.getByRole('alert').filter({ hasText: 'Please choose a size.' }).count()).toBe(1);
      expect(await metalRadio(page, 'White Gold').isChecked()).toBe(true);

      await sizeRadio(page, '12').check();
      await addButton(page).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      expect(await page.getByText(band.title).count()).toBeGreaterThan(0);
      expect(await page.getByText('Size: 12').count()).toBeGreaterThan(0);
      expect(await page.getByText('₹33,000.00').count()).toBeGreaterThan(0);

      // Again, the other size: the bag holds both lines.
      await page.goto(`/products/${band.slug}`);
      await metalRadio(page, 'White Gold').check();
      await sizeRadio(page, '10').check();
      await addButton(page).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      expect(await page.getByText('Size: 10').count()).toBeGreaterThan(0);
      expect(await page.getByText('Size: 12').count()).toBeGreaterThan(0);

      // The same shopper later browses with JavaScript: the app takes in the lines the server added, and keeps
      // them after a reload (the bag cookie is then written from the app's own copy).
      const { context: withJs, page: live } = await newPage(browser, { viewport: MOBILE });
      try {
        await withJs.addCookies(await context.cookies());
        await live.goto('/cart');
        const sizes = () =>
          live.evaluate(() =>
            (
              JSON.parse(localStorage.getItem('guestCart') ?? '[]') as {
                variantDetails: { selectedSize: string };
              }[]
            )
              .map((l) => l.variantDetails.selectedSize)
              .sort(),
          );
        await expect.poll(sizes).toEqual(['10', '12']);
        await live.reload();
        expect(await sizes()).toEqual(['10', '12']);
        expect(await live.getByText('Size: 10').count()).toBeGreaterThan(0);
        expect(await live.getByText('Size: 12').count()).toBeGreaterThan(0);
      } finally {
        await withJs.close();
      }
    } catch (err) {
      await screenshotOnFailure(page, 'product-form-no-js');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('on a slow phone: a size and Add to Cart tapped as the page appears land in the bag once, with that size', async () => {
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    // The page's own clock (it runs as the real one until told): the wait for late taps passes at once (below).
    await page.clock.install();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // React's code held back until the taps are made, so they surely come before the app is live.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/react-*.js', async (route) => {
        await held;
        await route.continue();
      });
      // goto (as the helpers wrap it) waits for the app: act at DOMContentLoaded instead.
      await page.goto('/robots.txt');
      const url = `${baseURL()}/products/${band.slug}`;
      await page.evaluate((to) => location.assign(to), url);
      await page.waitForURL(url, { waitUntil: 'domcontentloaded' });

      await metalRadio(page, 'White Gold').click();
      await sizeRadio(page, '12').click();
      // The chip shows the choice at once (CSS), before any JavaScript of the app has run.
      expect(await sizeRadio(page, '12').isChecked()).toBe(true);
      const add = addButton(page);
      await add.click();
      await add.click();
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      // Held back, not sent to the server: still on the product page.
      expect(new URL(page.url()).pathname).toBe(`/products/${band.slug}`);

      release();
      await page.waitForSelector('html[data-app="ready"]', { timeout: 30_000 });
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await eventually(() => added.isVisible()).toBe(true);
      expect(await added.getByTestId('added-piece').textContent()).toContain('Size 12');
      // The choice tapped before the app was live is the page's choice now (the drawer closed first: it is modal).
      await page.keyboard.press('Escape');
      await eventually(() => added.count()).toBe(0);
      expect(await sizeRadio(page, '12').isChecked()).toBe(true);
      expect(await page.getByRole('group', { name: /^Size: 12/ }).count()).toBe(1);
      // Half a second on, every timer run: no tap kept from before is pressed again.
      await page.clock.runFor(500);
      expect(await storedBag(page)).toEqual([[1, 'White Gold', '12']]);
      expect(await page.getByLabel('Cart, 1 item').count()).toBeGreaterThan(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'product-form-slow-phone');
      throw err;
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`${label} px with JavaScript: radios by keyboard, "Please choose a size.", then added and the drawer opens`, async () => {
      const { context, page } = await newPage(browser, { viewport });
      try {
        await page.goto(`/products/${band.slug}`);
        await metalRadio(page, 'Yellow Gold').click();
        await addButton(page).click();
        await eventually(() => page.getByText('Please choose a size.').first().isVisible()).toBe(true);
        // Still on the page: the app answered, not the server.
        expect(new URL(page.url()).search).toBe('');

        // The arrow keys move within a radio group natively.
        await sizeRadio(page, '10').focus();
        await page.keyboard.press('Space');
        await eventually(() => page.getByRole('group', { name: /^Size: 10/ }).count()).toBe(1);
        await page.keyboard.press('ArrowRight');
        await eventually(() => page.getByRole('group', { name: /^Size: 12/ }).count()).toBe(1);
        expect(await sizeRadio(page, '12').isChecked()).toBe(true);

        await page.getByRole('button', { name: 'Increase quantity' }).click();
        expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({
            path: path.join(process.env.AURELIA_SCREENSHOTS, `product-form-${label}.png`),
          });
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        const added = page.getByRole('dialog', { name: 'Added to your bag' });
        await eventually(() => added.isVisible()).toBe(true);
        expect(await added.getByTestId('added-piece').textContent()).toContain(
          'Yellow Gold · 18KT · Size 12',
        );
        expect(await storedBag(page)).toEqual([[2, 'Yellow Gold', '12']]);
        expect(new URL(page.url()).pathname).toBe(`/products/${band.slug}`);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `product-form-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    });
  }
});
