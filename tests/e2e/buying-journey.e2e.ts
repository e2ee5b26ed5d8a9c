/**
 * The buying journey of issue 5, end to end in the browser: a guest picks a ring's metal and size on its product
 * page and adds it → the cart drawer shows it → at checkout step 1 the guest logs in and the guest cart is merged
 * into the account's cart → step 2, the address → step 3, the summary → Pay → 4242… on the sandbox card page →
 * the thank-you page → Track order → the order in the profile's Orders tab, status Placed. And the same start with
 * 'Register' inside the checkout instead of logging in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import { sessionToken } from './helpers/session';
import {
  addToServerCart,
  call,
  createProduct,
  eventually,
  fillShipping,
  newShopper,
  payOnSandbox,
  toast,
  uniqueEmail,
  type TestProduct,
} from './helpers/shop';

type CartReply = {
  cart: {
    items: Array<{
      name: string;
      quantity: number;
      variantDetails: { material: string; selectedSize: string };
    }>;
  };
};

/** On the product page: choose Rose Gold and size 7, then Add to Cart. */
async function addRingAsGuest(page: Page, ring: TestProduct): Promise<void> {
  await page.goto(`/products/${ring.slug}`);
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ring.title);
  await page
    .getByRole('group', { name: /^Metal/ })
    .first()
    .getByRole('radio', { name: 'Rose Gold', exact: true })
    .click();
  await page
    .getByRole('group', { name: /^Size/ })
    .first()
    .getByRole('radio', { name: '7', exact: true })
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The added moment (docs/decisions/110): the drawer shows the piece; Escape closes it.
  const added = page.getByRole('dialog', { name: 'Added to your bag' });
  await eventually(() => added.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await eventually(() => added.count()).toBe(0);
}

describe('buying: the whole journey from the product page to the Orders tab', () => {
  let browser: Browser;
  let ring: TestProduct;
  let chain: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    [ring, chain] = await Promise.all([
      createProduct('Journey Solitaire', [
        { material: 'Yellow Gold', purity: '18KT', stock: 25, price: 58_000, sizes: ['6', '7', '8'] },
        { material: 'Rose Gold', purity: '18KT', stock: 25, price: 56_500, sizes: ['6', '7', '8'] },
      ]),
      createProduct('Journey Chain', [{ material: 'Yellow Gold', purity: '22KT', stock: 25, price: 21_000 }]),
    ]);
  });
  afterAll(async () => browser?.close());

  it('guest adds a ring → drawer → logs in at checkout (cart merged) → address → pays 4242 → order Placed', async () => {
    // The account already has a chain in its cart: the merge must keep it and add the ring.
    const shopper = await newShopper('Ishaan Verma');
    await addToServerCart(shopper, chain, chain.variants[0]!, 1);
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await addRingAsGuest(page, ring);
      await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
      const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
      await eventually(() => drawer.isVisible()).toBe(true);
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(420);
      const line = drawer.getByTestId('cart-line');
      expect(await line.count()).toBe(1);
      const text = await line.textContent();
      expect(text).toContain(ring.title);
      expect(text).toContain('Rose Gold · 18KT');
      expect(text).toContain('Size: 7');
      expect(text).toContain('₹56,500.00');
      expect(await drawer.getByTestId('drawer-total').textContent()).toBe('₹56,500.00');

      await drawer.getByRole('link', { name: 'View Bag' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/cart');
      await eventually(() => drawer.count()).toBe(0);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

      // Step 1: a guest logs in inside the checkout.
      await eventually(() => page.getByTestId('step-1').getAttribute('data-status')).toBe('active');
      expect(await page.getByTestId('step-2').getAttribute('data-status')).toBe('pending');
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await eventually(() => toast(page, 'Login successful!').isVisible()).toBe(true);
      await eventually(() => toast(page, 'Your guest cart has been merged!').isVisible()).toBe(true);
      await eventually(() => page.getByTestId('step-2').getAttribute('data-status')).toBe('active');
      expect(await page.getByTestId('step-1').getAttribute('data-status')).toBe('completed');
      expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
      const merged = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(
        merged.body.cart.items.map((i) => [
          i.name,
          i.quantity,
          i.variantDetails.material,
          i.variantDetails.selectedSize,
        ]),
      ).toEqual([
        [chain.title, 1, 'Yellow Gold', ''],
        [ring.title, 1, 'Rose Gold', '7'],
      ]);
      await eventually(() => page.getByTestId('cart-count').textContent()).toBe('2');

      // Step 2 → step 3.
      await fillShipping(page);
      await eventually(() => page.getByTestId('step-3').getAttribute('data-status')).toBe('active');
      expect(await page.getByTestId('checkout-total').textContent()).toBe('₹77,500.00');

      await page.getByRole('button', { name: 'Pay ₹77,500.00' }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\/sbx_/);
      await eventually(() => page.getByTestId('sandbox-amount').textContent()).toBe('₹77,500.00');
      await payOnSandbox(page, '4242 4242 4242 4242', 'Ishaan Verma');

      await eventually(() => new URL(page.url()).pathname).toBe('/payment-success');
      // The thank-you page stays (issue 17 item 4); Track order opens the Orders tab.
      await eventually(() => page.getByTestId('thank-you').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Track order' }).click();
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 8000 })
        .toBe('/profile?tab=orders');

      const card = page.getByTestId('order-card');
      await eventually(() => card.count()).toBe(1);
      expect(await card.getByTestId('order-status').textContent()).toBe('Placed');
      expect(await card.getByTestId('order-total').textContent()).toBe('₹77,500.00');
      expect(await card.getByTestId('order-date').textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      const orderText = await card.textContent();
      expect(orderText).toContain(ring.title);
      expect(orderText).toContain('Rose Gold · 18KT · Size 7');
      expect(orderText).toContain(chain.title);
      // The bag is empty after the purchase.
      expect(await page.getByTestId('cart-count').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-journey');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('a guest registers inside the checkout and continues at step 2 with the ring in the account cart', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await addRingAsGuest(page, ring);
      await page.goto('/checkout');
      await eventually(() => page.getByTestId('step-1').getAttribute('data-status')).toBe('active');
      await page.getByRole('tab', { name: 'Register' }).click();
      const email = uniqueEmail('checkout');
      await page.getByLabel('Full Name').fill('Tara Singh');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('emerald-cut-2026');
      await page.getByLabel('Confirm Password').fill('emerald-cut-2026');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await eventually(() => toast(page, 'Registration successful! You are now logged in.').isVisible()).toBe(
        true,
      );
      await eventually(() => page.getByTestId('step-2').getAttribute('data-status')).toBe('active');
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Tara Singh');
      expect(await page.getByTestId('step-1').textContent()).toContain(email);
      const token = await sessionToken(page);
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: token! });
      expect(cart.body.cart.items.map((i) => [i.name, i.variantDetails.selectedSize])).toEqual([
        [ring.title, '7'],
      ]);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-journey-register');
      throw err;
    } finally {
      await context.close();
    }
  });
});
