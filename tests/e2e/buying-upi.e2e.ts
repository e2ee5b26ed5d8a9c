/**
 * The test payment page's UPI tab (docs/decisions/094): Card and UPI are tabs a keyboard reaches with one Tab and
 * switches with the arrow keys (and Home/End); a real-looking UPI ID is sent to the test ones on the page;
 * success@razorpay pays and the order is there; failure@razorpay is declined and ends on /payment-cancel with
 * nothing bought. At 390 px and at 1280 px, without serious accessibility findings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { axePage, openCheckout } from './helpers/fixtures';
import { seriousViolations } from './helpers/axe';
import {
  addToServerCart,
  call,
  createProduct,
  eventually,
  newShopper,
  signInBrowser,
  type Shopper,
  type TestProduct,
} from './helpers/shop';

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

describe('buying: paying by UPI on the test payment page', () => {
  let browser: Browser;
  let chain: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    chain = await createProduct('UPI Chain', [{ stock: 20, price: 18_500 }]);
  });
  afterAll(async () => browser?.close());

  const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

  it('success@razorpay pays: tabs by keyboard, a non-test UPI ID refused on the page, then the order (390 px)', async () => {
    const shopper = await newShopper('Meera Iyer');
    await addToServerCart(shopper, chain, chain.variants[0]!, 2);
    const { page, context } = await axePage(browser, MOBILE);
    try {
      await signInBrowser(page, shopper);
      await page.goto(await sandboxPath(shopper));
      await eventually(() => page.getByTestId('sandbox-amount').textContent()).toBe('₹37,000.00');
      expect(await page.getByRole('tablist', { name: 'Payment method' }).isVisible()).toBe(true);
      expect(await selectedTab(page)).toBe('Card');
      expect(await page.getByRole('heading', { name: 'Pay with card' }).isVisible()).toBe(true);

      // One tab stop; the arrow keys move and select; the panel follows.
      await page.getByRole('tab', { name: 'Card' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await selectedTab(page)).toBe('UPI');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('UPI');
      expect(await page.getByRole('tab', { name: 'Card' }).getAttribute('tabindex')).toBe('-1');
      expect(await page.getByRole('heading', { name: 'Pay with UPI' }).isVisible()).toBe(true);
      expect(await page.getByLabel('Card number').isVisible()).toBe(false);
      const panel = page.getByRole('tabpanel');
      expect(await panel.getAttribute('aria-labelledby')).toBe(
        await page.getByRole('tab', { name: 'UPI' }).getAttribute('id'),
      );
      await page.keyboard.press('ArrowRight'); // wraps round
      expect(await selectedTab(page)).toBe('Card');
      await page.keyboard.press('End');
      expect(await selectedTab(page)).toBe('UPI');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('upi-vpa');

      // The page checks the UPI ID first, with the server's rule.
      await page.keyboard.press('Enter');
      await eventually(() => page.getByText('Please enter your UPI ID.').isVisible()).toBe(true);
      await page.getByLabel('UPI ID').fill('meera.iyer@okicici');
      await page.getByRole('button', { name: 'Pay ₹37,000.00' }).click();
      await eventually(() =>
        page
          .getByText(
            'This is a test payment page: use success@razorpay to pay or failure@razorpay to see a decline.',
          )
          .isVisible(),
      ).toBe(true);
      expect(await page.getByLabel('UPI ID').getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page), 'sandbox, UPI tab with an error').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/upi-390.png`, fullPage: true });

      await page.getByLabel('UPI ID').fill('success@razorpay');
      await page.getByRole('button', { name: 'Pay ₹37,000.00' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/payment-success');
      await eventually(() => page.getByRole('heading', { name: 'Thank you, Meera!' }).isVisible()).toBe(true);
      const orders = await call<OrdersReply>('/api/order/my-orders', { token: shopper.token });
      expect(orders.body.orders).toHaveLength(1);
      expect(orders.body.orders[0]).toMatchObject({ status: 'Placed', totalAmount: 37_000 });
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-upi-success');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('failure@razorpay is declined: the message, then /payment-cancel, nothing bought (1280 px)', async () => {
    const shopper = await newShopper('Kabir Rao');
    await addToServerCart(shopper, chain, chain.variants[0]!, 1);
    const { page, context } = await axePage(browser, DESKTOP);
    try {
      await signInBrowser(page, shopper);
      await page.goto(await sandboxPath(shopper));
      await page.getByRole('tab', { name: 'UPI' }).click();
      expect(await selectedTab(page)).toBe('UPI');
      await page.getByLabel('UPI ID').fill('failure@razorpay');
      expect(await seriousViolations(page), 'sandbox, UPI tab').toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/upi-1280.png`, fullPage: true });
      await page.getByRole('button', { name: 'Pay ₹18,500.00' }).click();
      await eventually(() => page.getByText('Your UPI payment was declined.').isVisible()).toBe(true);
      await eventually(() => new URL(page.url()).pathname).toBe('/payment-cancel');
      await eventually(() => page.getByRole('heading', { name: 'Payment declined' }).isVisible()).toBe(true);
      expect(await page.getByText('Your UPI payment was declined.').isVisible()).toBe(true);

      const orders = await call<OrdersReply>('/api/order/my-orders', { token: shopper.token });
      expect(orders.body.orders).toEqual([]);
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(cart.body.cart.items.map((i) => i.quantity)).toEqual([1]);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-upi-declined');
      throw err;
    } finally {
      await context.close();
    }
  });
});
