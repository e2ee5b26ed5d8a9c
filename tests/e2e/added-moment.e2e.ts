/**
 * Buying without friction (issue 17 items 3 and 7; docs/decisions/110), at 1280 and 390 px:
 * - the added moment: Add to Bag on a product page opens the bag drawer with the piece (picture, name, options,
 *   price), the subtotal, View Bag and Checkout; focus moves into it, Escape closes it and focus returns;
 * - the product page's Add without a size says 'Please choose a size.';
 * - quick add on a card with choices opens the one picker; choose, added;
 * - page 2 of a listing scrolls to the top of the grid and focuses its heading;
 * - toasts never cover the header's bag count nor an open drawer's close button.
 * With AURELIA_SCREENSHOTS set to a directory, the added moment is photographed there (docs/screenshots).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, baseURL, launchBrowser, screenshotOnFailure } from './helpers/browser';
import { createProduct, eventually, toast, type TestProduct } from './helpers/shop';
import { seriousViolations } from './helpers/axe';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no bounding box');
  return b;
}

/** Every visible toast's box stays clear of each of the given elements. */
async function toastsClear(page: Page, ...others: Locator[]): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  const n = await toasts.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const t = await box(toasts.nth(i));
    for (const other of others) {
      const o = await box(other);
      expect(overlaps(t, o), `toast ${JSON.stringify(t)} over ${JSON.stringify(o)}`).toBe(false);
    }
  }
}

/** A page as helpers/browser's newPage makes it, but past the shop's CSP so that axe can be injected. */
async function open(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    reducedMotion: 'reduce',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

const viewports = [
  ['1280', DESKTOP, 'added-to-bag.png'],
  ['390', MOBILE, 'added-to-bag-390.png'],
] as const;

describe('buying without friction: the added moment, the picker, plain words, paging, toasts', () => {
  let browser: Browser;
  let ring: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    ring = await createProduct('Added Moment Ring', [
      { material: 'Yellow Gold', purity: '18KT', stock: 20, price: 58_000, sizes: ['6', '7', '8'] },
      { material: 'Rose Gold', purity: '18KT', stock: 20, price: 56_500, sizes: ['6', '7', '8'] },
    ]);
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport, shot] of viewports) {
    it(`${label} px: product page → 'Please choose a size.' → added moment in the drawer; Escape returns focus; toasts clear`, async () => {
      const { page, context, errors } = await open(browser, viewport);
      try {
        await page.goto(`/products/${ring.slug}`);
        await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ring.title);
        await page.waitForSelector('html[data-app="ready"]');
        await page
          .getByRole('group', { name: /^Metal/ })
          .first()
          .getByRole('radio', { name: 'Rose Gold', exact: true })
          .click();

        // No size yet: plain words, in a toast that covers neither the header nor its bag count.
        await page.getByRole('button', { name: 'Select Options' }).click();
        await eventually(() => toast(page, 'Please choose a size.').isVisible()).toBe(true);
        await toastsClear(page, page.getByTestId('cart-button'), page.locator('header').first());
        expect(await page.getByText(/select a (variant|size|material)/i).count()).toBe(0);

        await page
          .getByRole('group', { name: /^Size/ })
          .first()
          .getByRole('radio', { name: '7', exact: true })
          .click();
        const add = page.getByRole('button', { name: 'Add to Cart' });
        await add.click();

        const drawer = page.getByRole('dialog', { name: 'Added to your bag' });
        await eventually(() => drawer.isVisible()).toBe(true);
        const piece = drawer.getByTestId('added-piece');
        const text = await piece.textContent();
        expect(text).toContain(ring.title);
        expect(text).toContain('Rose Gold · 18KT · Size 7');
        expect(await piece.getByTestId('added-price').textContent()).toBe('₹56,500.00');
        await eventually(() =>
          piece.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
        ).toBe(true);
        expect(await drawer.getByTestId('drawer-subtotal').textContent()).toBe('₹56,500.00');
        expect(await drawer.getByRole('link', { name: 'View Bag' }).getAttribute('href')).toBe('/cart');
        expect(await drawer.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
        const drawerBox = await box(drawer);
        if (label === '1280') expect(Math.round(drawerBox.width)).toBe(420);
        else expect(Math.round(drawerBox.width)).toBe(390);
        // The happy path has no toast, and the answered 'Please choose a size.' is gone.
        await eventually(() => page.locator('[data-sonner-toast]').count()).toBe(0);
        await eventually(() => activeInside(page, '[data-testid="cart-drawer"]')).toBe(true);
        // The badge counts the piece.
        expect(await page.getByTestId('cart-count').textContent()).toBe('1');
        expect(await seriousViolations(page, '[data-testid="cart-drawer"]'), 'added drawer').toEqual([]);

        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.AURELIA_SCREENSHOTS, shot) });

        await page.keyboard.press('Escape');
        await eventually(() => drawer.count()).toBe(0);
        await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
          'Add to Cart',
        );

        // The drawer from the header: a quantity change toasts, and the toast stays off its title and close.
        await page.getByTestId('cart-button').click();
        const cartDrawer = page.getByRole('dialog', { name: /Shopping Cart/ });
        await eventually(() => cartDrawer.isVisible()).toBe(true);
        await cartDrawer.getByRole('button', { name: `Increase quantity of ${ring.title}` }).click();
        await eventually(() => toast(page, 'Cart updated!').isVisible()).toBe(true);
        await toastsClear(
          page,
          cartDrawer.getByRole('button', { name: 'Close cart' }),
          cartDrawer.getByRole('heading', { name: /Shopping Cart/ }),
          // On phones too, where the drawer is the whole screen: above its buttons.
          cartDrawer.getByRole('link', { name: 'View Bag' }),
          cartDrawer.getByRole('link', { name: 'Checkout' }),
        );
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({
            path: path.join(process.env.AURELIA_SCREENSHOTS, `toast-with-drawer-${label}.png`),
          });
        if (label === '1280') {
          // Beside the drawer, not over it.
          await toastsClear(page, cartDrawer);
        }
        expect(errors).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `added-moment-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    });

    it(`${label} px: quick add on a card with choices opens the picker; choose, added; page 2 scrolls to the grid`, async () => {
      const { page, context, errors } = await open(browser, viewport);
      try {
        await page.goto('/shop?sort=newest');
        await page.waitForSelector('html[data-app="ready"]');
        const card = page.locator('main article', { hasText: ring.title });
        await eventually(() => card.count()).toBe(1);
        const quickAdd = card.getByRole('button', { name: 'Add to Bag' });
        await quickAdd.click();

        const picker = page.getByRole('dialog', { name: 'Choose your piece' });
        await eventually(() => picker.isVisible()).toBe(true);
        expect(await picker.getByRole('group', { name: 'Metal' }).getByRole('radio').count()).toBe(2);
        await picker.getByRole('button', { name: 'Add to Bag' }).click();
        await eventually(() => picker.getByRole('alert').textContent()).toBe('Please choose a metal.');
        expect(await seriousViolations(page, '[data-testid="choice-picker"]'), 'picker').toEqual([]);
        await picker.getByText('Yellow Gold', { exact: true }).click();
        await picker.getByRole('button', { name: 'Add to Bag' }).click();
        await eventually(() => picker.getByRole('alert').textContent()).toBe('Please choose a size.');
        await picker.getByText('8', { exact: true }).click();
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.AURELIA_SCREENSHOTS, `picker-${label}.png`) });
        await picker.getByRole('button', { name: 'Add to Bag' }).click();

        const drawer = page.getByRole('dialog', { name: 'Added to your bag' });
        await eventually(() => drawer.isVisible()).toBe(true);
        await eventually(() => picker.count()).toBe(0);
        expect(await drawer.getByTestId('added-piece').textContent()).toContain(
          'Yellow Gold · 18KT · Size 8',
        );
        expect(await drawer.getByTestId('drawer-subtotal').textContent()).toBe('₹58,000.00');
        await eventually(() => activeInside(page, '[data-testid="cart-drawer"]')).toBe(true);
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]'));
        expect(
          stored.map((l: { name: string; variantDetails: { material: string; selectedSize: string } }) => [
            l.name,
            l.variantDetails.material,
            l.variantDetails.selectedSize,
          ]),
        ).toEqual([[ring.title, 'Yellow Gold', '8']]);
        await page.keyboard.press('Escape');
        await eventually(() => drawer.count()).toBe(0);
        // Focus is back on the card's button that started it.
        await eventually(() => quickAdd.evaluate((el) => el === document.activeElement)).toBe(true);

        // Page 2 from the bottom of page 1: the grid's top comes under the header, its heading takes focus.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.getByRole('link', { name: 'Page 2' }).click();
        await eventually(() => new URL(page.url()).searchParams.get('page')).toBe('2');
        await eventually(() => page.getByTestId('grid-heading').textContent()).toMatch(
          /^Pieces, page 2 of \d+$/,
        );
        await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'grid-heading',
        );
        const headerBottom = await page.evaluate(
          () => document.querySelector('header')!.getBoundingClientRect().bottom,
        );
        const gridTop = await page.evaluate(
          () => document.querySelector('[data-testid="grid-top"]')!.getBoundingClientRect().top,
        );
        expect(Math.abs(gridTop - headerBottom)).toBeLessThanOrEqual(2);
        // The first card of page 2 is on screen.
        const first = await box(page.locator('main article').first());
        expect(first.y).toBeLessThan(viewport.height);
        expect(first.y).toBeGreaterThan(headerBottom);
        expect(errors).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `quick-add-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    });
  }
});
