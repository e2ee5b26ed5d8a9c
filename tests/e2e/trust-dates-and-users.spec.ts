/**
 * Issue 13 "Trust" in the browser:
 * - one shop time zone (docs/decisions/085): a browser in Los Angeles sees an order placed at 00:25 India time
 *   (2026-11-23T18:55Z, still 23 Nov in California) dated 24 Nov in the admin's orders list and the shopper's
 *   order history — the day the e-mail says;
 * - the admin's users list offers no Delete on the admin's own row, at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { baseURL, pageErrors } from './helpers/browser';
import {
  createCategory,
  createProduct,
  placeOrder,
  registerShopper,
  unique,
  useSession,
} from './helpers/admin-fixtures';
import { admin } from './helpers/admin-page';
import { DESKTOP, MOBILE, expect, test, atEachWidth } from './helpers/test';

/** Midnight in India, the evening before in California. */
const LATE = '2026-11-23T18:55:00.000Z';

/** A browser in Los Angeles (not the shop's zone). */
const LOS_ANGELES = { locale: 'en-US', timezoneId: 'America/Los_Angeles' };

/** Every order the API answers is dated LATE, so the test does not depend on the hour it runs at. */
async function ordersPlacedLate(page: Page) {
  await page.route(/\/api\/order\/(getallorders|my-orders)/, async (route) => {
    const response = await route.fetch();
    const json = JSON.stringify(await response.json()).replace(
      /"createdAt":"[^"]+"/g,
      `"createdAt":"${LATE}"`,
    );
    await route.fulfill({ response, body: json, contentType: 'application/json' });
  });
}

test.describe('trust: dates in the shop’s zone, no Delete on your own row', () => {
  test('shows the India date in a browser in Los Angeles: admin orders and the shopper’s history', async ({
    openPage,
  }) => {
    const base = baseURL();
    const me = await admin();
    const categoryId = (await createCategory(base, me.token))._id;
    const shopper = await registerShopper(base, 'Nisha Rao');
    const product = await createProduct(base, me.token, { categoryId, title: unique('Midnight Ring') });
    const order = await placeOrder(base, shopper, product);

    const desk = await openPage({ viewport: DESKTOP, ...LOS_ANGELES });
    await useSession(desk, me);
    const zone = await desk.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone).toBe('America/Los_Angeles');
    await ordersPlacedLate(desk);
    await desk.goto(`/admin/orders?q=${order.orderNumber}`);
    await expect(desk.locator('meta[name="shop-time-zone"]')).toHaveAttribute('content', 'Asia/Kolkata');
    const row = desk.locator('tr', { hasText: `#${order.orderNumber}` });
    await expect(row.getByText('24 Nov 2026')).toBeVisible();
    await expect(row.getByText('23 Nov 2026')).toHaveCount(0);
    expect(pageErrors(desk)).toEqual([]);

    const phone = await openPage({ viewport: MOBILE, ...LOS_ANGELES });
    await useSession(phone, shopper);
    await ordersPlacedLate(phone);
    await phone.goto('/profile?tab=orders');
    const card = phone.getByTestId('order-card').filter({ hasText: `#${order.orderNumber}` });
    await expect(card.getByText('24 November 2026')).toBeVisible();
    await expect(card.getByText('23 November 2026')).toHaveCount(0);
    expect(pageErrors(phone)).toEqual([]);
  });

  atEachWidth(() => {
    test('offers no Delete on the admin’s own row', async ({ adminPage: page, pageErrors }) => {
      const me = await admin();
      const other = await registerShopper(baseURL(), `Tara ${unique('Keep')}`);
      await page.goto(`/admin/users?q=${encodeURIComponent(me.user.email)}`);
      const mine = page.locator('tr', { hasText: me.user.email });
      await expect(mine.getByText('Your account cannot be deleted here')).toBeVisible();
      await expect(mine.getByRole('button')).toHaveCount(0);

      // Everyone else's row still has it.
      await page.getByLabel('Search users').fill(other.email);
      const theirs = page.locator('tr', { hasText: other.email });
      await expect(theirs.getByRole('button', { name: `Delete ${other.user.name}` })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
});
