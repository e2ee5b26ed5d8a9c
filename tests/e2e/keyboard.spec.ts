/**
 * The shop by keyboard alone: every visible control of the main journey's pages (home, listing, product, cart,
 * checkout's first step) is reached by Tab, in a sensible order (skip link, then the header's controls), each with
 * a visible focus indicator; menus open with Enter or Space and close with Escape, giving focus back; dialogs
 * (Book a Virtual View, the cart drawer, the mobile menu, the listing's filters, an admin confirmation) keep focus
 * inside while open and return it to their opener when closed; and a piece goes into the bag by keyboard.
 */
import type { Page } from '@playwright/test';
import { focusInside, focusStaysInside, markControls, tabWalk } from './helpers/keyboard';
import { call, guestLine, setGuestCart, type TestProduct } from './helpers/shop';
import { MOBILE, atPath, expect, test } from './helpers/test';

async function demoRing(): Promise<TestProduct> {
  const { body } = await call<{ products: Array<TestProduct & { category: { name: string } }> }>(
    '/api/product/getproducts?limit=100',
  );
  const ring = body.products.find(
    (p) => p.category.name === 'Rings' && p.variants.length === 1 && p.variants[0]!.stock > 0,
  );
  if (!ring) throw new Error('no single-variant demo ring in stock');
  return ring;
}

/** Every visible control is reached by Tab, with a focus indicator; answers the Tab order's names. */
async function expectAllReachable(page: Page, label: string): Promise<string[]> {
  const controls = await markControls(page);
  // Open mega-menus add their links to the Tab order on the way: allow for them.
  const walk = await tabWalk(page, Object.keys(controls).length + 150);
  const reached = new Set(walk.map((f) => f.mark));
  const missed = Object.entries(controls)
    .filter(([mark]) => !reached.has(mark))
    .map(([, name]) => name);
  expect(missed, `${label}: controls Tab never reached`).toEqual([]);
  const unmarked = walk.filter((f) => !f.indicated).map((f) => `${f.tag} "${f.name}"`);
  expect(unmarked, `${label}: focused without a visible focus indicator`).toEqual([]);
  return walk.map((f) => f.name);
}

test.describe('keyboard: reach, see and use every control', () => {
  let ring: TestProduct;
  test.beforeAll(async () => {
    ring = await demoRing();
  });

  test('Tab reaches every control of home, a listing, a product, the cart and checkout, each with a focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const order = await expectAllReachable(page, 'home');
    // The skip link first, then the header's controls in reading order.
    expect(order[0]).toBe('Skip to content');
    const header = [
      'Aurelia — home',
      'Search rings, earrings, gold…',
      'Account menu',
      'Wishlist',
      'Cart, 0 items',
    ];
    const positions = header.map((name) => order.findIndex((n) => n.startsWith(name.split(',')[0]!)));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // The focus ring itself: docs/shop/design.md's 2 px gold outline on :focus-visible.
    await page.keyboard.press('Tab');
    const ring2 = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    });
    expect(ring2).toMatch(/^solid 2px rgb\(168, 131, 74\)/);

    await page.goto('/collections/rings');
    await expect(page.locator('main article').first()).toBeVisible();
    await expectAllReachable(page, 'listing');

    await page.goto(`/products/${ring.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: ring.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAllReachable(page, 'product');

    const variant = ring.variants[0]!;
    await setGuestCart(page, [guestLine(ring, variant, 1, variant.size[0])]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expectAllReachable(page, 'cart');
    await page.goto('/checkout');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Step 1's sign-in form is its markup until first touched, then the real form takes its place with the
    // focus where it was (components/form/FirstTouchForm.tsx): touch it first, so the controls marked below
    // are the ones Tab then walks.
    const inputs = page.locator('main input');
    for (let i = 0; i < (await inputs.count()); i++) {
      await inputs.nth(i).focus();
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectAllReachable(page, 'checkout step 1');
  });

  test('the account menu opens with Enter or Space, moves with arrows and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: /^Account menu/ });
    await button.focus();
    for (const key of ['Enter', ' ']) {
      await page.keyboard.press(key);
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
    }
    // Enter on an item follows it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Login / Signup' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/login'));
  });

  test('a mega-menu opens when its link takes focus, is walked with Tab and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    const rings = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rings', exact: true });
    await rings.focus();
    await expect(rings).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focusInside(page.locator('#menu-rings'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(rings).toHaveAttribute('aria-expanded', 'false');
    await expect(rings).toBeFocused();
  });

  test('dialogs keep focus inside and give it back to their opener (desktop)', async ({ page }) => {
    await page.goto('/collections/rings');
    await expect(page.locator('main article').first()).toBeVisible();

    const cases: Array<{ name: string; opener: ReturnType<Page['getByRole']>; dialog: string }> = [
      { name: 'filters', opener: page.getByRole('button', { name: /^Filter/ }), dialog: '[role="dialog"]' },
      {
        name: 'virtual view',
        opener: page.getByRole('button', { name: 'Book a Virtual View' }),
        dialog: '[role="dialog"]',
      },
      {
        name: 'cart drawer',
        opener: page.getByTestId('cart-button'),
        dialog: '[data-testid="cart-drawer"]',
      },
    ];
    for (const c of cases) {
      await c.opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator(c.dialog);
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog), { message: `${c.name}: focus moves in` }).toBe(true);
      expect(await focusStaysInside(page, dialog), `${c.name}: focus stays inside`).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(c.opener, `${c.name}: focus returns`).toBeFocused();
    }
  });

  test('the mobile menu keeps focus inside and gives it back; a category opens with Enter', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    const rings = dialog.getByRole('button', { name: 'Rings', exact: true });
    await rings.focus();
    await page.keyboard.press('Enter');
    await expect(rings).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(rings).toHaveAttribute('aria-expanded', 'false');
    expect(await focusStaysInside(page, dialog, 20)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a piece goes into the bag by keyboard alone', async ({ page }) => {
    await page.goto(`/products/${ring.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: ring.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Tab forward: choose the first option of every group still unchosen (Space on a radio of a group with
    // none checked), then press Add to Cart with Enter.
    let added = false;
    for (let i = 0; i < 80 && !added; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const group = el?.closest('fieldset');
        return {
          name: el?.textContent?.trim() ?? '',
          option: !!group && el instanceof HTMLInputElement && el.type === 'radio',
          groupChosen: !!group?.querySelector('input[type="radio"]:checked'),
        };
      });
      if (state.option && !state.groupChosen) await page.keyboard.press('Space');
      if (state.name === 'Add to Cart') {
        await page.keyboard.press('Enter');
        added = true;
      }
    }
    expect(added, 'Tab reaches Add to Cart once the options are chosen').toBe(true);
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, 1 item');
  });

  test('an admin confirmation keeps focus inside and gives it back to its Delete button', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/products');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const del = page.getByRole('button', { name: /^Delete / }).first();
    await del.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    expect(await focusStaysInside(page, dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(del).toBeFocused();
  });
});
