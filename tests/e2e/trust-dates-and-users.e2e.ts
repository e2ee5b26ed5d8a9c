/**
 * Issue 13 "Trust" in the browser:
 * - one shop time zone (docs/decisions/085): a browser in Los Angeles sees an order placed at 00:25 India time
 *   (2026-11-23T18:55Z, still 23 Nov in California) dated 24 Nov in the admin's orders list and the shopper's
 *   order history — the day the e-mail says;
 * - the admin's users list offers no Delete on the admin's own row, at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, baseURL, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import {
  createCategory,
  createProduct,
  placeOrder,
  registerShopper,
  unique,
  useSession,
} from './helpers/admin-fixtures';
import { admin, adminPage } from './helpers/admin-page';
import type { Session } from './helpers/admin-fixtures';

/** Midnight in India, the evening before in California. */
const LATE = '2026-11-23T18:55:00.000Z';

/** A page in Los Angeles (not the shop's zone), signed in as `session`. */
async function pageInLosAngeles(browser: Browser, session: Session, viewport = DESKTOP) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors?: string[] }).jsErrors = errors;
  await useSession(page, session);
  return { context, page };
}

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

describe('trust: dates in the shop’s zone, no Delete on your own row', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the India date in a browser in Los Angeles: admin orders and the shopper’s history', async () => {
    const base = baseURL();
    const me = await admin();
    const categoryId = (await createCategory(base, me.token))._id;
    const shopper = await registerShopper(base, 'Nisha Rao');
    const product = await createProduct(base, me.token, { categoryId, title: unique('Midnight Ring') });
    const order = await placeOrder(base, shopper, product);

    const desk = await pageInLosAngeles(browser, me);
    try {
      const zone = await desk.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(zone).toBe('America/Los_Angeles');
      await ordersPlacedLate(desk.page);
      await desk.page.goto(`/admin/orders?q=${order.orderNumber}`);
      expect(await desk.page.locator('meta[name="shop-time-zone"]').getAttribute('content')).toBe(
        'Asia/Kolkata',
      );
      const row = desk.page.locator('tr', { hasText: `#${order.orderNumber}` });
      await row.getByText('24 Nov 2026').waitFor();
      expect(await row.getByText('23 Nov 2026').count()).toBe(0);
      expect(pageErrors(desk.page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(desk.page, 'trust-admin-orders-zone');
      throw err;
    } finally {
      await desk.context.close();
    }

    const phone = await pageInLosAngeles(browser, shopper, MOBILE);
    try {
      await ordersPlacedLate(phone.page);
      await phone.page.goto('/profile?tab=orders');
      const card = phone.page.getByTestId('order-card').filter({ hasText: `#${order.orderNumber}` });
      await card.getByText('24 November 2026').waitFor();
      expect(await card.getByText('23 November 2026').count()).toBe(0);
      expect(pageErrors(phone.page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(phone.page, 'trust-order-history-zone');
      throw err;
    } finally {
      await phone.context.close();
    }
  });

  it.each([
    ['1280 px', DESKTOP],
    ['390 px', MOBILE],
  ])('offers no Delete on the admin’s own row (%s)', async (name, viewport) => {
    const me = await admin();
    const other = await registerShopper(baseURL(), `Tara ${unique('Keep')}`);
    const { page, context } = await adminPage(browser, viewport);
    try {
      await page.goto(`/admin/users?q=${encodeURIComponent(me.user.email)}`);
      const mine = page.locator('tr', { hasText: me.user.email });
      await mine.getByText('Your account cannot be deleted here').waitFor();
      expect(await mine.getByRole('button').count()).toBe(0);
      expect(await mine.getByText('Your account cannot be deleted here').isVisible()).toBe(true);

      // Everyone else's row still has it.
      await page.getByLabel('Search users').fill(other.email);
      const theirs = page.locator('tr', { hasText: other.email });
      await theirs.getByRole('button', { name: `Delete ${other.user.name}` }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, `trust-own-row-${name}`);
      throw err;
    } finally {
      await context.close();
    }
  });
});
