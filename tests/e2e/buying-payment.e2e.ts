/**
 * Checkout and payment with the built-in test provider (docs/shop/storefront.md §2 "Checkout", "Payment result";
 * docs/shop/conventions.md §5 "Payment and orders"): a signed-in shopper starts at step 2; the address rule and
 * its message; Change Address; the summary with a two-decimal total; the sandbox card page — a wrong number is
 * refused on the page, 4000 0000 0000 0002 is declined and ends on /payment-cancel with Try Again, Cancel ends
 * there too, and 4242 4242 4242 4242 pays: 'Creating your order...', the thank-you page that stays (issue 17),
 * Track order to the order in the profile — and a reload of the success page makes no second order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import {
  addToServerCart,
  call,
  createProduct,
  eventually,
  fillShipping,
  newShopper,
  payOnSandbox,
  signInBrowser,
  toast,
  type TestProduct,
} from './helpers/shop';

type CartReply = { cart: { items: Array<{ quantity: number }> } };
type OrdersReply = { orders: Array<{ orderNumber: number; status: string; totalAmount: number }> };

describe('buying: checkout and the test payment provider', () => {
  let browser: Browser;
  let necklace: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    necklace = await createProduct('Checkout Necklace', [
      { stock: 40, price: 41_999.5, material: 'White Gold' },
    ]);
  });
  afterAll(async () => browser?.close());

  it('declined card: step 2 first, address rules, Change Address, sandbox errors, then /payment-cancel and Try Again', async () => {
    const shopper = await newShopper('Asha Menon');
    await addToServerCart(shopper, necklace, necklace.variants[0]!, 2);
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await signInBrowser(page, shopper);
      await page.goto('/checkout');
      // Signed in: step 1 completed, step 2 active, step 3 pending and dimmed.
      await eventually(() => page.getByTestId('step-2').getAttribute('data-status')).toBe('active');
      expect(await page.getByTestId('step-1').getAttribute('data-status')).toBe('completed');
      expect(await page.getByTestId('step-3').getAttribute('data-status')).toBe('pending');
      expect(await page.getByTestId('step-1').textContent()).toContain(shopper.email);
      // The name comes from the account.
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Asha Menon');
      expect(await page.getByLabel('Country').inputValue()).toBe('India');

      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await eventually(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Please fill in all required shipping address fields.' })
          .count(),
      ).toBe(1);
      expect(await page.getByLabel('City').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('step-3').getAttribute('data-status')).toBe('pending');

      await page.getByLabel('PIN Code').fill('0400');
      await page.getByLabel('Phone Number').fill('12345');
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await eventually(() => page.getByText('Please enter a valid 6-digit PIN code.').isVisible()).toBe(true);
      expect(await page.getByText('Please enter a valid 10-digit mobile number.').isVisible()).toBe(true);

      await fillShipping(page);
      await eventually(() => page.getByTestId('step-3').getAttribute('data-status')).toBe('active');
      expect(await page.getByTestId('step-2').getAttribute('data-status')).toBe('completed');
      expect(await page.getByTestId('shipping-address').first().textContent()).toContain(
        'Mumbai, Maharashtra 400002',
      );
      expect(await page.getByTestId('checkout-total').textContent()).toBe('₹83,999.00');

      // Change Address: back to step 2 with what was typed, step 3 pending again.
      await page.getByRole('button', { name: 'Change Address' }).click();
      expect(await page.getByTestId('step-3').getAttribute('data-status')).toBe('pending');
      expect(await page.getByLabel('City').inputValue()).toBe('Mumbai');
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();

      await page.getByRole('button', { name: 'Pay ₹83,999.00' }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\/sbx_/);
      await eventually(() => page.getByTestId('sandbox-amount').textContent()).toBe('₹83,999.00');
      expect(await page.getByText(necklace.title).isVisible()).toBe(true);
      expect(await page.getByText(shopper.email).isVisible()).toBe(true);

      // The page checks the card before sending it.
      await payOnSandbox(page, '4242 4242 4242 4241');
      await eventually(() => page.getByText('Your card number is invalid.').isVisible()).toBe(true);

      await payOnSandbox(page, '4000 0000 0000 0002');
      await eventually(() => page.getByText('Your card was declined.').first().isVisible()).toBe(true);
      await eventually(() => new URL(page.url()).pathname).toBe('/payment-cancel');
      // The page is its own chunk: wait for it, not just for the address.
      await eventually(() => page.getByRole('heading', { name: 'Payment declined' }).isVisible()).toBe(true);
      const tryAgain = page.getByRole('link', { name: 'Try Again' });
      expect(await tryAgain.getAttribute('href')).toBe('/checkout');

      // Nothing was bought: the cart is as it was.
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(cart.body.cart.items.map((i) => i.quantity)).toEqual([2]);

      await tryAgain.click();
      await eventually(() => page.getByLabel('City').inputValue()).toBe('Mumbai');
      expect(await page.getByLabel('PIN Code').inputValue()).toBe('400 002');

      // Cancel on the payment page ends on /payment-cancel as well.
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\//);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/payment-cancel');
      await eventually(() => page.getByRole('heading', { name: 'Payment cancelled' }).isVisible()).toBe(true);
      expect((await call<OrdersReply>('/api/order/my-orders', { token: shopper.token })).body.orders).toEqual(
        [],
      );
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-payment-declined');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('4242 pays: the thank-you page stays, a reload makes no second order, Track order opens the Orders tab', async () => {
    const shopper = await newShopper('Farhan Sheikh');
    await addToServerCart(shopper, necklace, necklace.variants[0]!, 1);
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await signInBrowser(page, shopper);
      await page.goto('/checkout');
      await eventually(() => page.getByLabel('City').isVisible()).toBe(true);
      await fillShipping(page);
      await page.getByRole('button', { name: 'Pay ₹41,999.50' }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\//);
      await payOnSandbox(page, '4242 4242 4242 4242', 'Farhan Sheikh');

      await eventually(() => new URL(page.url()).pathname).toBe('/payment-success');
      const successUrl = page.url();
      expect(new URL(successUrl).searchParams.get('session_id')).toMatch(/^sbx_/);
      await eventually(() => page.getByRole('heading', { name: 'Thank you, Farhan!' }).isVisible()).toBe(
        true,
      );
      await eventually(() => toast(page, 'Order placed successfully!').isVisible()).toBe(true);
      // The thank-you page stays (issue 17): no countdown.
      expect(await page.getByTestId('countdown').count()).toBe(0);
      expect(await page.getByTestId('thanks-total').textContent()).toBe('₹41,999.50');
      // The cart is empty now.
      await eventually(() => page.getByTestId('cart-count').count()).toBe(0);

      // Reloading the success page answers the same order.
      await page.reload();
      await eventually(() => page.getByRole('heading', { name: 'Thank you, Farhan!' }).isVisible()).toBe(
        true,
      );
      const orders = await call<OrdersReply>('/api/order/my-orders', { token: shopper.token });
      expect(orders.body.orders).toHaveLength(1);
      expect(orders.body.orders[0]).toMatchObject({ status: 'Placed', totalAmount: 41_999.5 });
      expect(await page.getByTestId('thanks-order-number').textContent()).toBe(
        `#${orders.body.orders[0]!.orderNumber}`,
      );

      // Track order: the Orders tab.
      await page.getByRole('link', { name: 'Track order' }).click();
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 8000 })
        .toBe('/profile?tab=orders');
      const card = page.getByTestId('order-card');
      await eventually(() => card.count()).toBe(1);
      expect(await card.getByTestId('order-status').textContent()).toBe('Placed');
      expect(await card.getByTestId('order-total').textContent()).toBe('₹41,999.50');
      expect(await card.textContent()).toContain(necklace.title);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-payment-success');
      throw err;
    } finally {
      await context.close();
    }
  });
});
