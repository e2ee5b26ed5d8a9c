/**
 * The buying screens pass axe (WCAG 2.1 AA, serious and critical findings) at phone and desktop widths: the cart
 * page and drawer (with the remove dialog), the wishlist, checkout steps 2 (with errors) and 3, the sandbox card
 * page (with an error), the payment result pages, the Orders tab and /track-order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, baseURL, launchBrowser } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import {
  addToServerCart,
  call,
  createProduct,
  eventually,
  fillShipping,
  newShopper,
  payOnSandbox,
  signInBrowser,
  type TestProduct,
} from './helpers/shop';

describe('buying screens pass axe (WCAG 2.1 AA)', () => {
  let browser: Browser;
  let ring: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    ring = await createProduct('Axe Ring', [
      { stock: 30, price: 27_500, sizes: ['5', '6'], discountPercent: 5 },
    ]);
  });
  afterAll(async () => browser?.close());

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`at ${viewport.width} px`, async () => {
      const shopper = await newShopper('Axe Shopper');
      await addToServerCart(shopper, ring, ring.variants[0]!, 2, '6');
      await call('/api/wishlist/add', {
        method: 'POST',
        token: shopper.token,
        body: { productId: ring._id },
      });
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport,
        bypassCSP: true,
        locale: 'en-IN',
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      try {
        await signInBrowser(page, shopper);
        await page.goto('/cart');
        await page.getByTestId('cart-line').first().waitFor();
        expect(await seriousViolations(page), '/cart').toEqual([]);

        await page.getByTestId('cart-button').click();
        await page.getByTestId('cart-drawer').waitFor();
        expect(await seriousViolations(page, '[data-testid="cart-drawer"]'), 'drawer').toEqual([]);
        await page
          .getByTestId('cart-drawer')
          .getByRole('button', { name: /^Remove / })
          .click();
        await page.getByRole('alertdialog').waitFor();
        expect(await seriousViolations(page, '[role="alertdialog"]'), 'remove dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');

        await page.goto('/wishlist');
        await page.getByTestId('wishlist-item').first().waitFor();
        expect(await seriousViolations(page), '/wishlist').toEqual([]);

        await page.goto('/checkout');
        await page.getByLabel('City').waitFor();
        await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
        await page.getByText('Please fill in all required shipping address fields.').first().waitFor();
        expect(await seriousViolations(page), 'checkout step 2').toEqual([]);
        await fillShipping(page);
        await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();
        expect(await seriousViolations(page), 'checkout step 3').toEqual([]);

        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.getByText('Pay with card').waitFor();
        await page.getByLabel('Card number').fill('1234');
        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.getByText('Your card number is incomplete.').waitFor();
        expect(await seriousViolations(page), 'sandbox').toEqual([]);

        await payOnSandbox(page, '4242 4242 4242 4242');
        await page.getByTestId('thank-you').waitFor();
        expect(await seriousViolations(page), '/payment-success').toEqual([]);
        await page.getByRole('link', { name: 'Track order' }).click();
        await eventually(() => new URL(page.url()).search).toBe('?tab=orders');
        await page.getByTestId('order-card').first().waitFor();
        expect(await seriousViolations(page), 'orders tab').toEqual([]);
        const number = await page.getByTestId('order-number').first().textContent();

        await page.goto('/payment-cancel');
        await page.getByRole('link', { name: 'Try Again' }).waitFor();
        expect(await seriousViolations(page), '/payment-cancel').toEqual([]);

        await page.goto('/track-order');
        await page.getByLabel('Order number').fill(number ?? '');
        await page.getByLabel('Email').fill(shopper.email);
        await page.getByRole('button', { name: 'Track' }).click();
        await page.getByTestId('tracked-order').waitFor();
        expect(await seriousViolations(page), '/track-order').toEqual([]);

        await page.goto('/cart');
        await page.getByRole('heading', { name: 'Your cart is empty.' }).waitFor();
        expect(await seriousViolations(page), 'empty cart').toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
