/**
 * Orders after payment (docs/shop/storefront.md §2 "Profile", §4 order statuses, §8; docs/shop/conventions.md §4
 * track): the profile's Orders tab lists each order with its number, en-GB long date, status colour (Delivered
 * green, Shipped blue, others yellow), lines and total; a failed fetch says 'Failed to fetch order history.';
 * /track-order finds an order by number and e-mail and says clearly when it cannot.
 */
import {
  addToServerCart,
  admin,
  call,
  createProduct,
  newShopper,
  signInBrowser,
  toast,
  type Shopper,
  type TestProduct,
} from './helpers/shop';
import { buyBag } from './helpers/fixtures';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

const ADDRESS = {
  fullName: 'Devika Nair',
  addressLine1: '3, Boat Club Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipCode: '600028',
  phoneNumber: '9444012345',
};

test.describe('buying: order history and tracking', () => {
  let bangle: TestProduct;
  let earrings: TestProduct;
  let shopper: Shopper;
  let orders: Array<{ _id: string; orderNumber: number }>;
  test.beforeAll(async () => {
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

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('lists the orders newest first with date, coloured status, lines and total', async ({
      page,
      pageErrors,
    }) => {
      await signInBrowser(page, shopper);
      await page.goto('/profile?tab=orders');
      const cards = page.getByTestId('order-card');
      await expect(cards).toHaveCount(3);
      const statuses = cards.getByTestId('order-status');
      await expect(statuses).toHaveText(['Processing', 'Shipped', 'Delivered']);
      const looks = [
        ['yellow', 'rgb(122, 83, 8)'],
        ['blue', 'rgb(44, 90, 140)'],
        ['green', 'rgb(47, 107, 79)'],
      ] as const;
      for (const [i, [tone, colour]] of looks.entries()) {
        await expect(statuses.nth(i)).toHaveAttribute('data-tone', tone);
        await expect(statuses.nth(i)).toHaveCSS('color', colour);
      }

      const first = cards.first();
      await expect(first.getByTestId('order-number')).toHaveText(`#${orders[2]!.orderNumber}`);
      await expect(first.getByTestId('order-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(first.getByTestId('order-total')).toHaveText('₹1,04,501.50');
      for (const text of [
        bangle.title,
        'Yellow Gold · 18KT · Size 2.6',
        'White Gold · 14KT',
        'Qty 2',
        '₹44,501.50',
        'Chennai, Tamil Nadu 600028',
      ])
        await expect(first).toContainText(text);
      expect(pageErrors).toEqual([]);
    });

    test('tracks an order by number and e-mail, and says so when they do not match', async ({
      page,
      pageErrors,
    }) => {
      await page.goto('/track-order');
      await page.getByRole('button', { name: 'Track' }).click();
      await expect(page.getByText('Please enter your order number and e-mail.').first()).toBeVisible();

      await page.getByLabel('Order number').fill(`#${orders[1]!.orderNumber}`);
      await page.getByLabel('Email').fill('someone.else@example.in');
      await page.getByRole('button', { name: 'Track' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'We could not find an order with that number and e-mail.' }),
      ).toHaveCount(1);

      await page.getByLabel('Email').fill(shopper.email.toUpperCase());
      await page.getByRole('button', { name: 'Track' }).click();
      const tracked = page.getByTestId('tracked-order');
      await expect(tracked).toBeVisible();
      await expect(tracked.getByRole('heading').first()).toHaveText(`Order #${orders[1]!.orderNumber}`);
      await expect(tracked.getByTestId('order-status')).toHaveText('Shipped');
      await expect(tracked).toContainText('₹1,04,501.50');
      await expect(tracked).toContainText(earrings.title);
      await expect(tracked).toContainText(/Placed on \d{1,2} [A-Z][a-z]+ \d{4}/);
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('says "Failed to fetch order history." when the orders cannot be read', async ({ page }) => {
      await signInBrowser(page, shopper);
      await page.route('**/api/order/my-orders', (route) =>
        route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }),
      );
      await page.goto('/profile?tab=orders');
      await expect(toast(page, 'Failed to fetch order history.')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch order history.' })).toHaveCount(
        1,
      );
    });
  });
});
