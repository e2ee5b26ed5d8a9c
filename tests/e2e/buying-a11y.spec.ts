/**
 * The buying screens pass axe (WCAG 2.1 AA, serious and critical findings) at phone and desktop widths: the cart
 * page and drawer (with the remove dialog), the wishlist, checkout steps 2 (with errors) and 3, the sandbox card
 * page (with an error), the payment result pages, the Orders tab and /track-order.
 */
import { seriousViolations } from './helpers/axe';
import {
  addToServerCart,
  call,
  createProduct,
  fillShipping,
  newShopper,
  payOnSandbox,
  signInBrowser,
  type TestProduct,
} from './helpers/shop';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

test.describe('buying screens pass axe (WCAG 2.1 AA)', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let ring: TestProduct;
  test.beforeAll(async () => {
    ring = await createProduct('Axe Ring', [
      { stock: 30, price: 27_500, sizes: ['5', '6'], discountPercent: 5 },
    ]);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('cart, drawer, wishlist, checkout, sandbox, result pages, orders and tracking', async ({
        page,
      }) => {
        const shopper = await newShopper('Axe Shopper');
        await addToServerCart(shopper, ring, ring.variants[0]!, 2, '6');
        await call('/api/wishlist/add', {
          method: 'POST',
          token: shopper.token,
          body: { productId: ring._id },
        });
        await signInBrowser(page, shopper);
        await page.goto('/cart');
        await expect(page.getByTestId('cart-line').first()).toBeVisible();
        expect(await seriousViolations(page), '/cart').toEqual([]);

        await page.getByTestId('cart-button').click();
        await expect(page.getByTestId('cart-drawer')).toBeVisible();
        expect(await seriousViolations(page, '[data-testid="cart-drawer"]'), 'drawer').toEqual([]);
        await page
          .getByTestId('cart-drawer')
          .getByRole('button', { name: /^Remove / })
          .click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        expect(await seriousViolations(page, '[role="alertdialog"]'), 'remove dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');

        await page.goto('/wishlist');
        await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
        expect(await seriousViolations(page), '/wishlist').toEqual([]);

        await page.goto('/checkout');
        await expect(page.getByLabel('City')).toBeVisible();
        await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
        await expect(
          page.getByText('Please fill in all required shipping address fields.').first(),
        ).toBeVisible();
        expect(await seriousViolations(page), 'checkout step 2').toEqual([]);
        await fillShipping(page);
        await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
        expect(await seriousViolations(page), 'checkout step 3').toEqual([]);

        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await expect(page.getByText('Pay with card')).toBeVisible();
        await page.getByLabel('Card number').fill('1234');
        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
        expect(await seriousViolations(page), 'sandbox').toEqual([]);

        await payOnSandbox(page, '4242 4242 4242 4242');
        await expect(page.getByTestId('thank-you')).toBeVisible();
        expect(await seriousViolations(page), '/payment-success').toEqual([]);
        await page.getByRole('link', { name: 'Track order' }).click();
        await expect(page).toHaveURL((url) => url.search === '?tab=orders');
        await expect(page.getByTestId('order-card').first()).toBeVisible();
        expect(await seriousViolations(page), 'orders tab').toEqual([]);
        const number = await page.getByTestId('order-number').first().textContent();

        await page.goto('/payment-cancel');
        await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible();
        expect(await seriousViolations(page), '/payment-cancel').toEqual([]);

        await page.goto('/track-order');
        await page.getByLabel('Order number').fill(number ?? '');
        await page.getByLabel('Email').fill(shopper.email);
        await page.getByRole('button', { name: 'Track' }).click();
        await expect(page.getByTestId('tracked-order')).toBeVisible();
        expect(await seriousViolations(page), '/track-order').toEqual([]);

        await page.goto('/cart');
        await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
        expect(await seriousViolations(page), 'empty cart').toEqual([]);
      });
    });
  }
});
