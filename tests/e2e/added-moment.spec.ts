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
import type { Locator, Page } from '@playwright/test';
import { createProduct, toast, type TestProduct } from './helpers/shop';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

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

/** Whether the focused element is inside (or is) the element the selector names. */
const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

const VIEWPORTS = [
  ['1280', DESKTOP, 'added-to-bag.png'],
  ['390', MOBILE, 'added-to-bag-390.png'],
] as const;

test.describe('buying without friction: the added moment, the picker, plain words, paging, toasts', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });
  let ring: TestProduct;
  test.beforeAll(async () => {
    ring = await createProduct('Added Moment Ring', [
      { material: 'Yellow Gold', purity: '18KT', stock: 20, price: 58_000, sizes: ['6', '7', '8'] },
      { material: 'Rose Gold', purity: '18KT', stock: 20, price: 56_500, sizes: ['6', '7', '8'] },
    ]);
  });

  for (const [label, viewport, shot] of VIEWPORTS) {
    test.describe(`${label} px`, () => {
      test.use({ viewport });

      test("product page → 'Please choose a size.' → added moment in the drawer; Escape returns focus; toasts clear", async ({
        page,
        pageErrors,
      }) => {
        await page.goto(`/products/${ring.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ring.title);
        await page
          .getByRole('group', { name: /^Metal/ })
          .first()
          .getByRole('radio', { name: 'Rose Gold', exact: true })
          .click();

        // No size yet: plain words, in a toast that covers neither the header nor its bag count.
        await page.getByRole('button', { name: 'Select Options' }).click();
        await expect(toast(page, 'Please choose a size.')).toBeVisible();
        await toastsClear(page, page.getByTestId('cart-button'), page.locator('header').first());
        await expect(page.getByText(/select a (variant|size|material)/i)).toHaveCount(0);

        await page
          .getByRole('group', { name: /^Size/ })
          .first()
          .getByRole('radio', { name: '7', exact: true })
          .click();
        const add = page.getByRole('button', { name: 'Add to Cart' });
        await add.click();

        const drawer = page.getByRole('dialog', { name: 'Added to your bag' });
        await expect(drawer).toBeVisible();
        const piece = drawer.getByTestId('added-piece');
        await expect(piece).toContainText(ring.title);
        await expect(piece).toContainText('Rose Gold · 18KT · Size 7');
        await expect(piece.getByTestId('added-price')).toHaveText('₹56,500.00');
        await expect
          .poll(() => piece.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0))
          .toBe(true);
        await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₹56,500.00');
        await expect(drawer.getByRole('link', { name: 'View Bag' })).toHaveAttribute('href', '/cart');
        await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
        const drawerBox = await box(drawer);
        if (label === '1280') expect(Math.round(drawerBox.width)).toBe(420);
        else expect(Math.round(drawerBox.width)).toBe(390);
        // The happy path has no toast, and the answered 'Please choose a size.' is gone.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
        await expect.poll(() => activeInside(page, '[data-testid="cart-drawer"]')).toBe(true);
        // The badge counts the piece.
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        expect(await seriousViolations(page, '[data-testid="cart-drawer"]'), 'added drawer').toEqual([]);

        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.AURELIA_SCREENSHOTS, shot) });

        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
        await expect(add).toBeFocused();

        // The drawer from the header: a quantity change toasts, and the toast stays off its title and close.
        await page.getByTestId('cart-button').click();
        const cartDrawer = page.getByRole('dialog', { name: /Shopping Cart/ });
        await expect(cartDrawer).toBeVisible();
        await cartDrawer.getByRole('button', { name: `Increase quantity of ${ring.title}` }).click();
        await expect(toast(page, 'Cart updated!')).toBeVisible();
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
        expect(pageErrors).toEqual([]);
      });

      test('quick add on a card with choices opens the picker; choose, added; page 2 scrolls to the grid', async ({
        page,
        pageErrors,
      }) => {
        await page.goto('/shop?sort=newest');
        const card = page.locator('main article', { hasText: ring.title });
        await expect(card).toHaveCount(1);
        const quickAdd = card.getByRole('button', { name: 'Add to Bag' });
        await quickAdd.click();

        const picker = page.getByRole('dialog', { name: 'Choose your piece' });
        await expect(picker).toBeVisible();
        await expect(picker.getByRole('group', { name: 'Metal' }).getByRole('radio')).toHaveCount(2);
        await picker.getByRole('button', { name: 'Add to Bag' }).click();
        await expect(picker.getByRole('alert')).toHaveText('Please choose a metal.');
        expect(await seriousViolations(page, '[data-testid="choice-picker"]'), 'picker').toEqual([]);
        await picker.getByText('Yellow Gold', { exact: true }).click();
        await picker.getByRole('button', { name: 'Add to Bag' }).click();
        await expect(picker.getByRole('alert')).toHaveText('Please choose a size.');
        await picker.getByText('8', { exact: true }).click();
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.AURELIA_SCREENSHOTS, `picker-${label}.png`) });
        await picker.getByRole('button', { name: 'Add to Bag' }).click();

        const drawer = page.getByRole('dialog', { name: 'Added to your bag' });
        await expect(drawer).toBeVisible();
        await expect(picker).toHaveCount(0);
        await expect(drawer.getByTestId('added-piece')).toContainText('Yellow Gold · 18KT · Size 8');
        await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₹58,000.00');
        await expect.poll(() => activeInside(page, '[data-testid="cart-drawer"]')).toBe(true);
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]'));
        expect(
          stored.map((l: { name: string; variantDetails: { material: string; selectedSize: string } }) => [
            l.name,
            l.variantDetails.material,
            l.variantDetails.selectedSize,
          ]),
        ).toEqual([[ring.title, 'Yellow Gold', '8']]);
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
        // Focus is back on the card's button that started it.
        await expect(quickAdd).toBeFocused();

        // Page 2 from the bottom of page 1: the grid's top comes under the header, its heading takes focus.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.getByRole('link', { name: 'Page 2' }).click();
        await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
        await expect(page.getByTestId('grid-heading')).toHaveText(/^Pieces, page 2 of \d+$/);
        await expect(page.getByTestId('grid-heading')).toBeFocused();
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
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
