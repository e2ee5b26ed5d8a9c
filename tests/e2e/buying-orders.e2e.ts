/**
 * Orders after payment (docs/shop/storefront.md §2 "Profile", §4 order statuses, §8; docs/shop/conventions.md §4
 * track): the profile's Orders tab lists each order with its number, en-GB long date, status colour (Delivered
 * green, Shipped blue, others yellow), lines and total; a failed fetch says 'Failed to fetch order history.';
 * /track-order finds an order by number and e-mail and says clearly when it cannot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import {
  addToServerCart,
  admin,
  call,
  createProduct,
  eventually,
  newShopper,
  signInBrowser,
  toast,
  type Shopper,
  type TestProduct,
} from './helpers/shop';
import { buyBag } from './helpers/fixtures';

const ADDRESS = {
  fullName: 'Devika Nair',
  addressLine1: '3, Boat Club Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipCode: '600028',
  phoneNumber: '9444012345',
};

describe('buying: order history and tracking', () => {
  let browser: Browser;
  let bangle: TestProduct;
  let earrings: TestProduct;
  let shopper: Shopper;
  let orders: Array<{ _id: string; orderNumber: number }>;
  beforeAll(async () => {
    browser = await launchBrowser();
    [bangle, earrings] = await Promise.all([
      createProduct('History Bangle', [{ stock: 20, price: 60_000, sizes: ['2.4', '2.6'] }]),
      createProduct('History Earrings', [
        { stock: 20, price: 22_250.75, material: 'White Gold', purity: '14KT' },
      ]),
    ]);
    shopper = await newShopper('Devika Nair');
    orders = [];
    for (const status of ['Delivered', 'Shipped', 'Processing']) {
      await addToServerCart(shopper, bangle, bangle.variants[0]!, 1, '2.6');
      await addToServerCart(shopper, earrings, earrings.variants[0]!, 2);
      const order = await buyBag(shopper, ADDRESS);
      orders.push(order);
      const set = await call(`/api/order/${order._id}/status`, {
        method: 'PUT',
        token: await admin(),
        body: { status },
      });
      expect(set.status).toBe(200);
    }
  });
  afterAll(async () => browser?.close());

  it('lists the orders newest first with date, coloured status, lines and total', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await signInBrowser(page, shopper);
      await page.goto('/profile?tab=orders');
      const cards = page.getByTestId('order-card');
      await eventually(() => cards.count()).toBe(3);
      const statuses = await cards.getByTestId('order-status').allTextContents();
      expect(statuses).toEqual(['Processing', 'Shipped', 'Delivered']);
      const tones = await cards
        .getByTestId('order-status')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-tone')));
      expect(tones).toEqual(['yellow', 'blue', 'green']);
      const colours = await cards
        .getByTestId('order-status')
        .evaluateAll((els) => els.map((e) => getComputedStyle(e).color));
      expect(colours).toEqual(['rgb(122, 83, 8)', 'rgb(44, 90, 140)', 'rgb(47, 107, 79)']);

      const first = cards.first();
      expect(await first.getByTestId('order-number').textContent()).toBe(`#${orders[2]!.orderNumber}`);
      expect(await first.getByTestId('order-date').textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(await first.getByTestId('order-total').textContent()).toBe('₹1,04,501.50');
      const text = await first.textContent();
      expect(text).toContain(bangle.title);
      expect(text).toContain('Yellow Gold · 18KT · Size 2.6');
      expect(text).toContain('White Gold · 14KT');
      expect(text).toContain('Qty 2');
      expect(text).toContain('₹44,501.50');
      expect(text).toContain('Chennai, Tamil Nadu 600028');
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-orders-history');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('says "Failed to fetch order history." when the orders cannot be read', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await signInBrowser(page, shopper);
      await page.route('**/api/order/my-orders', (route) =>
        route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }),
      );
      await page.goto('/profile?tab=orders');
      await eventually(() => toast(page, 'Failed to fetch order history.').isVisible()).toBe(true);
      expect(
        await page.getByRole('alert').filter({ hasText: 'Failed to fetch order history.' }).count(),
      ).toBe(1);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-orders-failed');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('tracks an order by number and e-mail, and says so when they do not match', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/track-order');
      await page.getByRole('button', { name: 'Track' }).click();
      await eventually(() =>
        page.getByText('Please enter your order number and e-mail.').first().isVisible(),
      ).toBe(true);

      await page.getByLabel('Order number').fill(`#${orders[1]!.orderNumber}`);
      await page.getByLabel('Email').fill('someone.else@example.in');
      await page.getByRole('button', { name: 'Track' }).click();
      await eventually(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'We could not find an order with that number and e-mail.' })
          .count(),
      ).toBe(1);

      await page.getByLabel('Email').fill(shopper.email.toUpperCase());
      await page.getByRole('button', { name: 'Track' }).click();
      const tracked = page.getByTestId('tracked-order');
      await eventually(() => tracked.isVisible()).toBe(true);
      expect(await tracked.getByRole('heading').first().textContent()).toBe(
        `Order #${orders[1]!.orderNumber}`,
      );
      expect(await tracked.getByTestId('order-status').textContent()).toBe('Shipped');
      expect(await tracked.textContent()).toContain('₹1,04,501.50');
      expect(await tracked.textContent()).toContain(earrings.title);
      expect(await tracked.textContent()).toMatch(/Placed on \d{1,2} [A-Z][a-z]+ \d{4}/);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-orders-track');
      throw err;
    } finally {
      await context.close();
    }
  });
});
