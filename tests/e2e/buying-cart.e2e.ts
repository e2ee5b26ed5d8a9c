/**
 * The cart drawer and the cart page (docs/shop/storefront.md §2, §5, §8): quantity limits (minus stops at 1, plus
 * at the stock with 'Only {n} items are available in stock.'), the remove confirmation, the empty and error
 * states, and the checkout's empty-cart redirect — for a guest (browser cart) and a signed-in shopper (server
 * cart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import {
  addToServerCart,
  call,
  eventually,
  createProduct,
  guestLine,
  newShopper,
  setGuestCart,
  signInBrowser,
  toast,
  type TestProduct,
} from './helpers/shop';

describe('buying: cart drawer and cart page', () => {
  let browser: Browser;
  let pendant: TestProduct;
  let band: TestProduct;
  let studs: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    [pendant, band, studs] = await Promise.all([
      createProduct('Drawer Pendant', [{ stock: 2, price: 25_000 }]),
      createProduct('Cart Band', [{ stock: 3, price: 18_500.5, sizes: ['6', '7'], material: 'Rose Gold' }]),
      createProduct('Cart Studs', [{ stock: 5, price: 9_800, purity: '22KT', discountPercent: 10 }]),
    ]);
  });
  afterAll(async () => browser?.close());

  it('a guest changes quantities in the drawer within 1…stock and removes a line after confirming', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await setGuestCart(page, [guestLine(pendant, pendant.variants[0]!, 1)]);
      await page.goto('/');
      await eventually(() => page.getByTestId('cart-count').textContent()).toBe('1');
      await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
      const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
      await eventually(() => drawer.isVisible()).toBe(true);
      // Full width on a phone.
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(MOBILE.width);

      const line = drawer.getByTestId('cart-line');
      expect(await line.textContent()).toContain(pendant.title);
      expect(await line.textContent()).toContain('Yellow Gold · 18KT');
      expect(await line.textContent()).toContain('₹25,000.00');
      const minus = line.getByRole('button', { name: /Decrease quantity/ });
      const plus = line.getByRole('button', { name: /Increase quantity/ });
      expect(await minus.isDisabled()).toBe(true);

      await plus.click();
      await eventually(() => line.getByTestId('line-quantity').textContent()).toBe('2');
      await eventually(() => toast(page, 'Cart updated!').isVisible()).toBe(true);
      expect(await plus.isDisabled()).toBe(true);
      expect(await line.textContent()).toContain('Only 2 items are available in stock.');
      expect(await drawer.getByTestId('drawer-total').textContent()).toBe('₹50,000.00');
      expect(await drawer.getByTestId('drawer-subtotal').textContent()).toBe('₹50,000.00');

      await minus.click();
      await eventually(() => line.getByTestId('line-quantity').textContent()).toBe('1');
      expect(await minus.isDisabled()).toBe(true);

      // Remove asks first; keeping the piece changes nothing.
      await line.getByRole('button', { name: /^Remove / }).click();
      const confirm = page.getByRole('alertdialog');
      await eventually(() =>
        confirm.getByText('Are you sure you want to remove this item from your cart?').isVisible(),
      ).toBe(true);
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await eventually(() => confirm.count()).toBe(0);
      expect(await drawer.getByTestId('cart-line').count()).toBe(1);

      await line.getByRole('button', { name: /^Remove / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await eventually(() => toast(page, 'Item removed from cart!').isVisible()).toBe(true);
      await eventually(() => drawer.getByText('Your cart is empty.').isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
      expect(await page.getByTestId('cart-count').count()).toBe(0);

      // Escape closes the drawer and gives focus back to the cart icon.
      await page.keyboard.press('Escape');
      await eventually(() => drawer.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'cart-button',
      );
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-cart-guest-drawer');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('a signed-in shopper edits the server cart on /cart: links, limits, remove, totals', async () => {
    const shopper = await newShopper('Meera Iyer');
    const bandVariant = band.variants[0]!;
    await addToServerCart(shopper, band, bandVariant, 3, '7');
    await addToServerCart(shopper, studs, studs.variants[0]!, 1);
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await signInBrowser(page, shopper);
      await page.goto('/cart');
      const lines = page.getByTestId('cart-line');
      await eventually(() => lines.count()).toBe(2);
      const bandLine = lines.filter({ hasText: band.title });
      const studsLine = lines.filter({ hasText: studs.title });
      expect(await bandLine.getByRole('link', { name: band.title }).getAttribute('href')).toBe(
        `/products/${band.slug}`,
      );
      expect(await bandLine.textContent()).toContain('Rose Gold · 18KT');
      expect(await bandLine.textContent()).toContain('Size: 7');
      expect(await bandLine.textContent()).toContain('₹18,500.50 each');
      // 10% off ₹9,800 is ₹8,820: the server's price, with the original struck through.
      expect(await studsLine.textContent()).toContain('₹8,820.00');
      expect(await studsLine.locator('s').textContent()).toContain('₹9,800.00');
      expect(await page.getByTestId('cart-total').textContent()).toBe('₹64,321.50');

      // At the stock: plus is disabled and says why.
      expect(await bandLine.getByRole('button', { name: /Increase quantity/ }).isDisabled()).toBe(true);
      expect(await bandLine.textContent()).toContain('Only 3 items are available in stock.');
      await bandLine.getByRole('button', { name: /Decrease quantity/ }).click();
      await eventually(() => bandLine.getByTestId('line-quantity').textContent()).toBe('2');
      await eventually(() => toast(page, 'Cart updated!').isVisible()).toBe(true);
      expect(await page.getByTestId('cart-total').textContent()).toBe('₹45,821.00');

      await studsLine.getByRole('button', { name: /^Remove / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await eventually(() => lines.count()).toBe(1);
      await eventually(() => toast(page, 'Item removed from cart!').isVisible()).toBe(true);

      const server = await call<{
        cart: { items: Array<{ quantity: number; variantDetails: { selectedSize: string } }> };
      }>('/api/cart/getUserCart', { token: shopper.token });
      expect(server.body.cart.items.map((i) => [i.quantity, i.variantDetails.selectedSize])).toEqual([
        [2, '7'],
      ]);
      await eventually(() => page.getByTestId('cart-count').textContent()).toBe('2');

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/checkout');
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-cart-page');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('shows "Error Loading Cart" when the cart cannot be fetched, and empty states lead to the shop', async () => {
    const shopper = await newShopper('Ravi Kumar');
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await signInBrowser(page, shopper);
      await page.route('**/api/cart/getUserCart', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Failed to fetch cart.' }),
        }),
      );
      // The page as a server that did not see the session renders it (decision 122 renders a signed-in shopper's
      // bag on the server), so the browser fetches the bag itself — and that call fails.
      await page.route(`${baseURL()}/cart`, async (route) => {
        const res = await fetch(`${baseURL()}/cart`);
        await route.fulfill({ status: res.status, contentType: 'text/html', body: await res.text() });
      });
      await page.goto('/cart');
      await page.unroute(`${baseURL()}/cart`);
      await eventually(() => page.getByRole('heading', { name: 'Error Loading Cart' }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('alert').first().textContent()).toBe('Failed to fetch cart.');
      await eventually(() => toast(page, 'Failed to fetch cart.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');

      await page.unroute('**/api/cart/getUserCart');
      await page.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => page.getByRole('heading', { name: 'Your cart is empty.' }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');

      // An empty cart cannot be checked out.
      await page.goto('/checkout');
      await eventually(() => new URL(page.url()).pathname).toBe('/cart');
      await eventually(() =>
        toast(page, 'Your cart is empty. Please add items before checking out.').isVisible(),
      ).toBe(true);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-cart-states');
      throw err;
    } finally {
      await context.close();
    }
  });
});
