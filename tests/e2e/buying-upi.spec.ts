/**
 * The test payment page's UPI tab (docs/decisions/094): Card and UPI are tabs a keyboard reaches with one Tab and
 * switches with the arrow keys (and Home/End); a real-looking UPI ID is sent to the test ones on the page;
 * success@razorpay pays and the order is there; failure@razorpay is declined and ends on /payment-cancel with
 * nothing bought. At 390 px and at 1280 px, without serious accessibility findings.
 */
import type { Page } from '@playwright/test';
import { openCheckout } from './helpers/fixtures';
import { seriousViolations } from './helpers/axe';
import { call, createProduct, type Shopper, type TestProduct, signedInWithBag } from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

const ADDRESS = {
  fullName: 'Meera Iyer',
  addressLine1: '7, Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560025',
  phoneNumber: '9845012345',
};
type OrdersReply = { orders: Array<{ status: string; totalAmount: number }> };
type CartReply = { cart: { items: Array<{ quantity: number }> } };

/** Opens a checkout through the API and answers the test payment page's path. */
async function sandboxPath(shopper: Shopper): Promise<string> {
  return new URL((await openCheckout(shopper, ADDRESS)).url).pathname;
}

const SCREENSHOTS = process.env.UPI_SCREENSHOTS;

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test.describe('buying: paying by UPI on the test payment page', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let chain: TestProduct;
  test.beforeAll(async () => {
    chain = await createProduct('UPI Chain', [{ stock: 20, price: 18_500 }]);
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('success@razorpay pays: tabs by keyboard, a non-test UPI ID refused on the page, then the order', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await signedInWithBag(page, 'Meera Iyer', chain, 2);
      await page.goto(await sandboxPath(shopper));
      await expect(page.getByTestId('sandbox-amount')).toHaveText('₹37,000.00');
      await expect(page.getByRole('tablist', { name: 'Payment method' })).toBeVisible();
      await expect(selectedTab(page)).toHaveText('Card');
      await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();

      // One tab stop; the arrow keys move and select; the panel follows.
      const upi = page.getByRole('tab', { name: 'UPI' });
      await page.getByRole('tab', { name: 'Card' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(selectedTab(page)).toHaveText('UPI');
      await expect(upi).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Card' })).toHaveAttribute('tabindex', '-1');
      await expect(page.getByRole('heading', { name: 'Pay with UPI' })).toBeVisible();
      await expect(page.getByLabel('Card number')).toBeHidden();
      const upiId = await upi.getAttribute('id');
      expect(upiId).toBeTruthy();
      await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', upiId!);
      await page.keyboard.press('ArrowRight'); // wraps round
      await expect(selectedTab(page)).toHaveText('Card');
      await page.keyboard.press('End');
      await expect(selectedTab(page)).toHaveText('UPI');
      await page.keyboard.press('Tab');
      await expect(page.locator('#upi-vpa')).toBeFocused();

      // The page checks the UPI ID first, with the server's rule.
      await page.keyboard.press('Enter');
      await expect(page.getByText('Please enter your UPI ID.')).toBeVisible();
      await page.getByLabel('UPI ID').fill('meera.iyer@okicici');
      await page.getByRole('button', { name: 'Pay ₹37,000.00' }).click();
      await expect(
        page.getByText(
          'This is a test payment page: use success@razorpay to pay or failure@razorpay to see a decline.',
        ),
      ).toBeVisible();
      await expect(page.getByLabel('UPI ID')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page), 'sandbox, UPI tab with an error').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/upi-390.png`, fullPage: true });

      await page.getByLabel('UPI ID').fill('success@razorpay');
      await page.getByRole('button', { name: 'Pay ₹37,000.00' }).click();
      await expect(page).toHaveURL(atPath('/payment-success'));
      await expect(page.getByRole('heading', { name: 'Thank you, Meera!' })).toBeVisible();
      const orders = await call<OrdersReply>('/api/order/my-orders', { token: shopper.token });
      expect(orders.body.orders).toHaveLength(1);
      expect(orders.body.orders[0]).toMatchObject({ status: 'Placed', totalAmount: 37_000 });
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('failure@razorpay is declined: the message, then /payment-cancel, nothing bought', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await signedInWithBag(page, 'Kabir Rao', chain, 1);
      await page.goto(await sandboxPath(shopper));
      await page.getByRole('tab', { name: 'UPI' }).click();
      await expect(selectedTab(page)).toHaveText('UPI');
      await page.getByLabel('UPI ID').fill('failure@razorpay');
      expect(await seriousViolations(page), 'sandbox, UPI tab').toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/upi-1280.png`, fullPage: true });
      await page.getByRole('button', { name: 'Pay ₹18,500.00' }).click();
      await expect(page.getByText('Your UPI payment was declined.')).toBeVisible();
      await expect(page).toHaveURL(atPath('/payment-cancel'));
      await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
      await expect(page.getByText('Your UPI payment was declined.')).toBeVisible();

      const orders = await call<OrdersReply>('/api/order/my-orders', { token: shopper.token });
      expect(orders.body.orders).toEqual([]);
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(cart.body.cart.items.map((i) => i.quantity)).toEqual([1]);
      expect(pageErrors).toEqual([]);
    });
  });
});
