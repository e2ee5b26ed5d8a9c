/**
 * The product page's options are a real form (docs/decisions/115): radio groups, a quantity field and Add to Cart,
 * posted to POST /cart/add without JavaScript; with the app, handled by it; a choice tapped on a slow phone before
 * the app is live is the one added, once.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { watchPages } from './helpers/browser';
import { createProduct, type TestProduct } from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

/** Room for the app to answer on a throttled phone (the file's waits were 15 s under vitest). */
const expectSoon = expect.configure({ timeout: 15_000 });

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

/**
 * For the test without JavaScript: `liveShopper`, the same shopper's phone with JavaScript on, in a context of its
 * own (a context the test's `browser` opens takes the test's options, `javaScriptEnabled: false` among them).
 */
const noScriptTest = test.extend<{ liveShopper: Page }>({
  liveShopper: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, viewport: MOBILE, javaScriptEnabled: true });
    watchPages(context);
    await use(await context.newPage());
    await context.close();
  },
});

test.describe('the product form', () => {
  let band: TestProduct;
  test.beforeAll(async () => {
    band = await createProduct('Form Band', [
      { material: 'Yellow Gold', price: 31_500, stock: 4, sizes: ['10', '12'] },
      { material: 'White Gold', price: 33_000, stock: 4, sizes: ['10', '12'] },
    ]);
  });

  test.describe('without JavaScript', () => {
    test.use({ viewport: MOBILE, javaScriptEnabled: false });

    noScriptTest(
      'no size says "Please choose a size."; a size and Add to Cart put the piece in the bag on /cart',
      async ({ page, liveShopper: live }) => {
        await page.goto(`/products/${band.slug}`);
        await metalRadio(page, 'White Gold').check();
        await addButton(page).click();
        // Back on the page, server-rendered, saying what is missing; the metal chosen is still chosen.
        await expect(page).toHaveURL(/notice=choose-size/);
        await expect(page.getByRole('alert').filter({ hasText: 'Please choose a size.' })).toHaveCount(1);
        await expect(metalRadio(page, 'White Gold')).toBeChecked();

        await sizeRadio(page, '12').check();
        await addButton(page).click();
        await expect(page).toHaveURL(atPath('/cart'));
        await expect(page.getByText(band.title).first()).toBeAttached();
        await expect(page.getByText('Size: 12').first()).toBeAttached();
        await expect(page.getByText('₹33,000.00').first()).toBeAttached();

        // Again, the other size: the bag holds both lines.
        await page.goto(`/products/${band.slug}`);
        await metalRadio(page, 'White Gold').check();
        await sizeRadio(page, '10').check();
        await addButton(page).click();
        await expect(page).toHaveURL(atPath('/cart'));
        await expect(page.getByText('Size: 10').first()).toBeAttached();
        await expect(page.getByText('Size: 12').first()).toBeAttached();

        // The same shopper later browses with JavaScript: the app takes in the lines the server added, and keeps
        // them after a reload (the bag cookie is then written from the app's own copy).
        await live.context().addCookies(await page.context().cookies());
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
        await expect(live.getByText('Size: 10').first()).toBeAttached();
        await expect(live.getByText('Size: 12').first()).toBeAttached();
      },
    );
  });

  test.describe('390 px, slow phone', () => {
    test.use({ viewport: MOBILE });

    test('a size and Add to Cart tapped as the page appears land in the bag once, with that size', async ({
      page,
      pageErrors,
      baseURL,
    }) => {
      // The page's own clock (it runs as the real one until told): the wait for late taps passes at once (below).
      await page.clock.install();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // React's code held back until the taps are made, so they surely come before the app is live.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/react-*.js', async (route) => {
        await held;
        await route.continue();
      });
      // goto (as the fixtures wrap it) waits for the app: act at DOMContentLoaded instead.
      await page.goto('/robots.txt');
      const url = `${baseURL}/products/${band.slug}`;
      await page.evaluate((to) => location.assign(to), url);
      await page.waitForURL(url, { waitUntil: 'domcontentloaded' });

      await metalRadio(page, 'White Gold').click();
      await sizeRadio(page, '12').click();
      // The chip shows the choice at once (CSS), before any JavaScript of the app has run.
      await expect(sizeRadio(page, '12')).toBeChecked();
      const add = addButton(page);
      await add.click();
      await add.click();
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      // Held back, not sent to the server: still on the product page.
      expect(new URL(page.url()).pathname).toBe(`/products/${band.slug}`);

      release();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await expectSoon(added).toBeVisible();
      await expect(added.getByTestId('added-piece')).toContainText('Size 12');
      // The choice tapped before the app was live is the page's choice now (the drawer closed first: it is modal).
      await page.keyboard.press('Escape');
      await expectSoon(added).toHaveCount(0);
      await expect(sizeRadio(page, '12')).toBeChecked();
      await expect(page.getByRole('group', { name: /^Size: 12/ })).toHaveCount(1);
      // Half a second on, every timer run: no tap kept from before is pressed again.
      await page.clock.runFor(500);
      expect(await storedBag(page)).toEqual([[1, 'White Gold', '12']]);
      await expect(page.getByLabel('Cart, 1 item').first()).toBeAttached();
      expect(pageErrors).toEqual([]);
    });
  });

  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    test.describe(`${label} px with JavaScript`, () => {
      test.use({ viewport });

      test('radios by keyboard, "Please choose a size.", then added and the drawer opens', async ({
        page,
        pageErrors,
      }) => {
        await page.goto(`/products/${band.slug}`);
        await metalRadio(page, 'Yellow Gold').click();
        await addButton(page).click();
        await expectSoon(page.getByText('Please choose a size.').first()).toBeVisible();
        // Still on the page: the app answered, not the server.
        expect(new URL(page.url()).search).toBe('');

        // The arrow keys move within a radio group natively.
        await sizeRadio(page, '10').focus();
        await page.keyboard.press('Space');
        await expectSoon(page.getByRole('group', { name: /^Size: 10/ })).toHaveCount(1);
        await page.keyboard.press('ArrowRight');
        await expectSoon(page.getByRole('group', { name: /^Size: 12/ })).toHaveCount(1);
        await expect(sizeRadio(page, '12')).toBeChecked();

        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({
            path: path.join(process.env.AURELIA_SCREENSHOTS, `product-form-${label}.png`),
          });
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        const added = page.getByRole('dialog', { name: 'Added to your bag' });
        await expectSoon(added).toBeVisible();
        await expect(added.getByTestId('added-piece')).toContainText('Yellow Gold · 18KT · Size 12');
        expect(await storedBag(page)).toEqual([[2, 'Yellow Gold', '12']]);
        expect(new URL(page.url()).pathname).toBe(`/products/${band.slug}`);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
