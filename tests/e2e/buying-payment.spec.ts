/**
 * Checkout and payment with the built-in test provider (docs/shop/storefront.md §2 "Checkout", "Payment result";
 * docs/shop/conventions.md §5 "Payment and orders"): a signed-in shopper starts at step 2; the address rule and
 * its message; Change Address; the summary with a two-decimal total; the sandbox card page — a wrong number is
 * refused on the page, 4000 0000 0000 0002 is declined and ends on /payment-cancel with Try Again, Cancel ends
 * there too, and 4242 4242 4242 4242 pays: 'Creating your order...', the thank-you page that stays (issue 17),
 * Track order to the order in the profile — and a reload of the success page makes no second order.
 */
import type { Page } from '@playwright/test';
import {
  call,
  createProduct,
  fillShipping,
  payOnSandbox,
  toast,
  type TestProduct,
  signedInWithBag,
} from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

type CartReply = { cart: { items: Array<{ quantity: number }> } };
type OrdersReply = { orders: Array<{ orderNumber: number; status: string; totalAmount: number }> };

/** Checkout step n, whose data-status is pending, active or completed. */
const step = (page: Page, n: 1 | 2 | 3) => page.getByTestId(`step-${n}`);
const onSandbox = (url: URL) => url.pathname.startsWith('/payment-sandbox/');

test.describe('buying: checkout and the test payment provider', () => {
  let necklace: TestProduct;
  test.beforeAll(async () => {
    necklace = await createProduct('Checkout Necklace', [
      { stock: 40, price: 41_999.5, material: 'White Gold' },
    ]);
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('declined card: step 2 first, address rules, Change Address, sandbox errors, then /payment-cancel and Try Again', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await signedInWithBag(page, 'Asha Menon', necklace, 2);
      await page.goto('/checkout');
      // Signed in: step 1 completed, step 2 active, step 3 pending and dimmed.
      await expect(step(page, 2)).toHaveAttribute('data-status', 'active');
      await expect(step(page, 1)).toHaveAttribute('data-status', 'completed');
      await expect(step(page, 3)).toHaveAttribute('data-status', 'pending');
      await expect(step(page, 1)).toContainText(shopper.email);
      // The name comes from the account.
      await expect(page.getByLabel('Full Name')).toHaveValue('Asha Menon');
      await expect(page.getByLabel('Country')).toHaveValue('India');

      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please fill in all required shipping address fields.' }),
      ).toHaveCount(1);
      await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
      await expect(step(page, 3)).toHaveAttribute('data-status', 'pending');

      await page.getByLabel('PIN Code').fill('0400');
      await page.getByLabel('Phone Number').fill('12345');
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await expect(page.getByText('Please enter a valid 6-digit PIN code.')).toBeVisible();
      await expect(page.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();

      await fillShipping(page);
      await expect(step(page, 3)).toHaveAttribute('data-status', 'active');
      await expect(step(page, 2)).toHaveAttribute('data-status', 'completed');
      await expect(page.getByTestId('shipping-address').first()).toContainText('Mumbai, Maharashtra 400002');
      await expect(page.getByTestId('checkout-total')).toHaveText('₹83,999.00');

      // Change Address: back to step 2 with what was typed, step 3 pending again.
      await page.getByRole('button', { name: 'Change Address' }).click();
      await expect(step(page, 3)).toHaveAttribute('data-status', 'pending');
      await expect(page.getByLabel('City')).toHaveValue('Mumbai');
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();

      await page.getByRole('button', { name: 'Pay ₹83,999.00' }).click();
      await expect(page).toHaveURL((url) => /^\/payment-sandbox\/sbx_/.test(url.pathname));
      await expect(page.getByTestId('sandbox-amount')).toHaveText('₹83,999.00');
      await expect(page.getByText(necklace.title)).toBeVisible();
      await expect(page.getByText(shopper.email)).toBeVisible();

      // The page checks the card before sending it.
      await payOnSandbox(page, '4242 4242 4242 4241');
      await expect(page.getByText('Your card number is invalid.')).toBeVisible();

      await payOnSandbox(page, '4000 0000 0000 0002');
      await expect(page.getByText('Your card was declined.').first()).toBeVisible();
      await expect(page).toHaveURL(atPath('/payment-cancel'));
      // The page is its own chunk: wait for it, not just for the address.
      await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
      const tryAgain = page.getByRole('link', { name: 'Try Again' });
      await expect(tryAgain).toHaveAttribute('href', '/checkout');

      // Nothing was bought: the cart is as it was.
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(cart.body.cart.items.map((i) => i.quantity)).toEqual([2]);

      await tryAgain.click();
      await expect(page.getByLabel('City')).toHaveValue('Mumbai');
      await expect(page.getByLabel('PIN Code')).toHaveValue('400 002');

      // Cancel on the payment page ends on /payment-cancel as well.
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(page).toHaveURL(onSandbox);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(atPath('/payment-cancel'));
      await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
      expect((await call<OrdersReply>('/api/order/my-orders', { token: shopper.token })).body.orders).toEqual(
        [],
      );
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('4242 pays: the thank-you page stays, a reload makes no second order, Track order opens the Orders tab', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await signedInWithBag(page, 'Farhan Sheikh', necklace, 1);
      await page.goto('/checkout');
      await expect(page.getByLabel('City')).toBeVisible();
      await fillShipping(page);
      await page.getByRole('button', { name: 'Pay ₹41,999.50' }).click();
      await expect(page).toHaveURL(onSandbox);
      await payOnSandbox(page, '4242 4242 4242 4242', 'Farhan Sheikh');

      await expect(page).toHaveURL(atPath('/payment-success'));
      expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^sbx_/);
      const thanks = page.getByRole('heading', { name: 'Thank you, Farhan!' });
      await expect(thanks).toBeVisible();
      await expect(toast(page, 'Order placed successfully!')).toBeVisible();
      // The thank-you page stays (issue 17): no countdown.
      await expect(page.getByTestId('countdown')).toHaveCount(0);
      await expect(page.getByTestId('thanks-total')).toHaveText('₹41,999.50');
      // The cart is empty now.
      await expect(page.getByTestId('cart-count')).toHaveCount(0);

      // Reloading the success page answers the same order.
      await page.reload();
      await expect(thanks).toBeVisible();
      const orders = await call<OrdersReply>('/api/order/my-orders', { token: shopper.token });
      expect(orders.body.orders).toHaveLength(1);
      expect(orders.body.orders[0]).toMatchObject({ status: 'Placed', totalAmount: 41_999.5 });
      await expect(page.getByTestId('thanks-order-number')).toHaveText(
        `#${orders.body.orders[0]!.orderNumber}`,
      );

      // Track order: the Orders tab.
      await page.getByRole('link', { name: 'Track order' }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/profile?tab=orders');
      const card = page.getByTestId('order-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('order-status')).toHaveText('Placed');
      await expect(card.getByTestId('order-total')).toHaveText('₹41,999.50');
      await expect(card).toContainText(necklace.title);
      expect(pageErrors).toEqual([]);
    });
  });
});
