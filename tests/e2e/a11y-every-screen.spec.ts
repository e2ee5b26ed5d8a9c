/**
 * Every storefront screen and state passes axe-core (WCAG 2.1 A/AA: no serious or critical finding) at 390 px and
 * 1280 px — the ones the feature files do not already check there: every page a guest can open (home, the
 * listings, a product and one with its low-stock line, the content pages, 404s, checkout's first step), the
 * header's open states (account menu as guest and signed in, search suggestions, mega-menu, mobile menu with a
 * category open), the Book a Virtual View dialog, the listing's filter drawer, the guest cart drawer (with a line
 * at its stock limit), and the signed-in profile and Orders tab; plus the
 * admin back office's own "not found" screen.
 *
 * Screens checked elsewhere at both widths (not repeated here, to keep CI lean): admin screens and dialogs
 * (admin-a11y), sign-up/login/password/contact (accounts-a11y), cart, drawer, remove dialog, wishlist,
 * checkout steps 2–3, sandbox card page, payment results, track-order (buying-a11y).
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { admin } from './helpers/admin-page';
import { useSession } from './helpers/admin-fixtures';
import { call, createProduct, guestLine, newShopper, setGuestCart, type TestProduct } from './helpers/shop';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

/** The first demo ring in stock (a product of the demo catalogue, read only). */
async function demoRing(): Promise<TestProduct> {
  const { body } = await call<{ products: Array<TestProduct & { category: { name: string } }> }>(
    '/api/product/getproducts?limit=100',
  );
  const ring = body.products.find((p) => p.category.name === 'Rings' && p.variants.some((v) => v.stock > 0));
  if (!ring) throw new Error('no demo ring in stock');
  return ring;
}

test.describe('every storefront screen passes axe (WCAG 2.1 AA) at 390 and 1280 px', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let ring: TestProduct;
  /** Two left: the product page and the bag show their low-stock warning (text in the warning colour). */
  let lastPieces: TestProduct;
  test.beforeAll(async () => {
    ring = await demoRing();
    lastPieces = await createProduct('Last Pieces Ring', [{ price: 24_000, stock: 2, sizes: ['7'] }]);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    const mobile = viewport.width < 1024;

    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      test('guest pages and open states', async ({ page }) => {
        const problems: Record<string, string[]> = {};
        const check = async (name: string, include?: string) => {
          const found = await seriousViolations(page, include);
          if (found.length) problems[name] = found;
        };
        const visit = async (path: string, ready: (p: Page) => Promise<unknown>) => {
          await page.goto(path);
          await ready(page);
          await check(path);
        };
        const h1 = (p: Page) => expect(p.locator('main h1').first()).toBeVisible();
        const cards = (p: Page) => expect(p.locator('main article').first()).toBeVisible();
        await visit('/', cards);
        for (const path of ['/shop', '/new-arrivals', '/collections/rings']) await visit(path, cards);
        await visit(`/products/${ring.slug}`, (p) =>
          expect(p.getByRole('heading', { level: 1, name: ring.title })).toBeVisible(),
        );
        // The low-stock line shows once the piece is fully chosen (its one size).
        await page.goto(`/products/${lastPieces.slug}`);
        await page
          .getByRole('group', { name: /^Size/ })
          .first()
          .getByRole('radio', { name: '7', exact: true })
          .click();
        await expect(page.getByText('Only 2 left')).toBeVisible();
        await check('low-stock product');
        for (const path of [
          '/about',
          '/faq',
          '/privacy-policy',
          '/return-policy',
          '/shipping-policy',
          '/terms-and-conditions',
          '/track-order',
          '/cart',
          '/wishlist',
        ])
          await visit(path, h1);
        await visit('/no-such-page', h1);
        await visit('/products/no-such-piece', h1);

        // The listing's filter drawer.
        await page.goto('/collections/rings');
        await cards(page);
        await page.getByRole('button', { name: /^Filter/ }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        await check('filter drawer', '[role="dialog"]');
        await page.keyboard.press('Escape');

        // The account menu (guest).
        await page.getByRole('button', { name: /^Account menu/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await check('account menu (guest)', 'header');
        await page.keyboard.press('Escape');

        if (mobile) {
          // The slide-in menu with a category open, then search suggestions inside it.
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('dialog');
          await expect(menu).toBeVisible();
          await menu.getByRole('button', { name: 'Rings', exact: true }).click();
          await check('mobile menu', '[role="dialog"]');
          await menu.getByRole('combobox', { name: 'Search jewellery' }).fill('ring');
          await expect(
            page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
          ).toBeVisible();
          await check('mobile search suggestions', '[role="dialog"]');
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
        } else {
          // A mega-menu, open from keyboard focus, and the search suggestions.
          const rings = page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Rings', exact: true });
          await rings.focus();
          await expect(page.locator('#menu-rings:not([hidden])')).toBeVisible();
          await check('mega-menu', 'header');
          await page.keyboard.press('Escape');
          await page.getByRole('combobox', { name: 'Search jewellery' }).fill('ring');
          await expect(
            page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
          ).toBeVisible();
          await check('search suggestions', 'header');
          await page.keyboard.press('Escape');
        }

        // Book a Virtual View, with its errors (on phones the floating button shows once the page has scrolled).
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.getByRole('button', { name: 'Book a Virtual View' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Request Viewing' }).click();
        await expect(page.getByText('Please choose a date.')).toBeVisible();
        await check('virtual view dialog', '[role="dialog"]');
        await page.keyboard.press('Escape');

        // A guest cart: the drawer and checkout's first step (sign in or register).
        await setGuestCart(page, [
          guestLine(
            ring,
            ring.variants.find((v) => v.stock > 0)!,
            1,
            ring.variants[0]!.size[0],
          ),
          guestLine(lastPieces, lastPieces.variants[0]!, 2, '7'),
        ]);
        await page.goto('/');
        await page.getByTestId('cart-button').click();
        await expect(page.getByTestId('cart-drawer')).toBeVisible();
        await expect(
          page.getByTestId('cart-drawer').getByText('Only 2 items are available in stock.'),
        ).toBeVisible();
        await check('cart drawer (guest)', '[data-testid="cart-drawer"]');
        await page.keyboard.press('Escape');
        await visit('/checkout', h1);
        expect(problems).toEqual({});
      });

      test("signed-in header, profile and orders, and the admin's not-found screen", async ({ page }) => {
        const shopper = await newShopper('Axe Everyscreen');
        const problems: Record<string, string[]> = {};
        const check = async (name: string, include?: string) => {
          const found = await seriousViolations(page, include);
          if (found.length) problems[name] = found;
        };
        await useSession(page, { token: shopper.token, user: shopper.user });
        await page.goto('/profile');
        await expect(page.getByText('Member since')).toBeVisible();
        await check('/profile');
        await page.goto('/profile?tab=orders');
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await check('/profile?tab=orders (no orders)');
        await page.getByRole('button', { name: /^Account menu/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await check('account menu (signed in)', 'header');
        await page.keyboard.press('Escape');

        await useSession(page, await admin());
        await page.goto('/admin/no-such-screen');
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await check('/admin/no-such-screen');
        expect(problems).toEqual({});
      });
    });
  }
});
