/**
 * The admin's daily work (issue 6, "Must show"): an order's status → the shopper's Orders tab shows it (the
 * order made through the API: sign-up, cart, checkout, the 4242 card); a refund-flagged order stands out; an
 * appointment set to Confirmed stays after a reload; both roll back when the server refuses; users are found and
 * deleted; contact messages are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import {
  createCategory,
  createProduct,
  payCheckout,
  placeOrder,
  registerShopper,
  requestViewing,
  sendContactMessage,
  setStock,
  startCheckout,
  unique,
  useSession,
} from './helpers/admin-fixtures';
import { admin, adminPage, pathOf, toast } from './helpers/admin-page';

describe('admin: orders, appointments, users and messages', () => {
  let browser: Browser;
  let categoryId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    categoryId = (await createCategory(baseURL(), (await admin()).token))._id;
  });
  afterAll(async () => browser?.close());

  it("changes an order's status; the shopper's Orders tab shows it; a refused change rolls back", async () => {
    const base = baseURL();
    const { token } = await admin();
    const shopper = await registerShopper(base, 'Asha Menon');
    const product = await createProduct(base, token, { categoryId, title: unique('Order Ring') });
    const order = await placeOrder(base, shopper, product);

    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto(`/admin/orders?q=${order.orderNumber}`);
      const status = page.getByLabel(`Status of order #${order.orderNumber}`);
      await expect.poll(() => status.inputValue()).toBe('Placed');

      // The server refuses: the dropdown goes back and the spec's message shows.
      await page.route('**/api/order/*/status', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
      );
      await status.selectOption('Delivered');
      await expect
        .poll(() => toast(page, 'Failed to update order status. Please try again.').isVisible())
        .toBe(true);
      await expect.poll(() => status.inputValue()).toBe('Placed');
      await page.unroute('**/api/order/*/status');

      await status.selectOption('Shipped');
      await expect.poll(() => toast(page, 'Status updated to "Shipped"').isVisible()).toBe(true);
      await page.reload();
      await expect.poll(() => status.inputValue()).toBe('Shipped');

      // The detail dialog: lines, customer, full address, payment.
      await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
      await dialog.getByText(product.title, { exact: true }).waitFor();
      await dialog.getByText(shopper.email).waitFor();
      await dialog.getByText('12, Marine Drive').waitFor();
      await dialog.getByText('Mumbai, Maharashtra 400002').waitFor();
      await dialog.getByText('Card · Paid').waitFor();
      await dialog.getByText('₹12,500.00').first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-operations-orders');
      throw err;
    } finally {
      await context.close();
    }

    const shop = await newPage(browser, { viewport: MOBILE });
    try {
      await useSession(shop.page, shopper);
      await shop.page.goto('/profile?tab=orders');
      const card = shop.page.getByTestId('order-card').filter({ hasText: `#${order.orderNumber}` });
      await card.waitFor();
      await card.getByTestId('order-status').getByText('Shipped', { exact: true }).waitFor();
    } catch (err) {
      await screenshotOnFailure(shop.page, 'admin-operations-shopper-orders');
      throw err;
    } finally {
      await shop.context.close();
    }
  });

  it('flags a paid order that found no stock: badge and reason in the list and the dialog', async () => {
    const base = baseURL();
    const { token } = await admin();
    const shopper = await registerShopper(base, 'Kiran Rao');
    const product = await createProduct(base, token, { categoryId, title: unique('Last Piece'), stock: 1 });
    const sessionId = await startCheckout(base, shopper, product);
    await setStock(base, token, product, 0);
    const order = await payCheckout(base, shopper, sessionId);

    const { page, context } = await adminPage(browser, MOBILE);
    try {
      await page.goto('/admin/orders?refund=true');
      const row = page.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
      await row.getByText('Needs refund').waitFor();
      await row.getByText(/0 in stock/).waitFor();
      await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Needs refund').waitFor();
      await dialog.getByText(/0 in stock/).waitFor();
    } catch (err) {
      await screenshotOnFailure(page, 'admin-operations-refund');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('sets an appointment to Confirmed and it stays after a reload; a refused change reverts', async () => {
    const name = unique('Viewer');
    await requestViewing(baseURL(), name);
    const { page, context } = await adminPage(browser, MOBILE);
    try {
      await page.goto(`/admin/appointments?q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article', { name });
      const select = card.getByLabel('Status');
      await expect.poll(() => select.inputValue()).toBe('Pending');

      await page.route('**/api/appointments/*/status', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
      );
      await select.selectOption('Completed');
      await expect
        .poll(() => toast(page, 'Could not update status. Reverting changes.').isVisible())
        .toBe(true);
      await expect.poll(() => select.inputValue()).toBe('Pending');
      await page.unroute('**/api/appointments/*/status');

      await select.selectOption('Confirmed');
      // Confirming e-mails the shopper, so it asks for the meeting link first (docs/decisions/102).
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm and e-mail' }).click();
      await expect
        .poll(() => toast(page, 'Appointment status updated to "Confirmed"').isVisible())
        .toBe(true);
      await page.reload();
      await expect
        .poll(() => page.getByRole('article', { name }).getByLabel('Status').inputValue())
        .toBe('Confirmed');
    } catch (err) {
      await screenshotOnFailure(page, 'admin-operations-appointments');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('finds and deletes a user after asking; offers no Delete on your own row', async () => {
    const shopper = await registerShopper(baseURL(), `Tara ${unique('Delete')}`);
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto('/admin/users');
      await page.getByLabel('Search users').fill(shopper.email);
      const row = page.getByRole('row').filter({ hasText: shopper.email });
      await row.waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
      await row.getByText('9820012345').waitFor();

      await row.getByRole('button', { name: `Delete ${shopper.user.name}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Are you sure you want to delete this user?').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await row.waitFor();
      await row.getByRole('button', { name: `Delete ${shopper.user.name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => toast(page, 'User deleted successfully!').isVisible()).toBe(true);
      await page.getByText('No users match this search.').waitFor();

      const me = await admin();
      await page.getByLabel('Search users').fill(me.user.email);
      const self = page.getByRole('row').filter({ hasText: me.user.email });
      // Your own row offers no Delete (the server would refuse it): trust-dates-and-users.e2e.ts.
      await self.getByText('Your account cannot be deleted here').waitFor();
      expect(await self.getByRole('button', { name: `Delete ${me.user.name}` }).count()).toBe(0);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-operations-users');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('lists contact messages, newest first, searchable', async () => {
    const subject = await sendContactMessage(baseURL());
    const { page, context } = await adminPage(browser, MOBILE);
    try {
      await page.goto('/admin/messages');
      await page.getByRole('heading', { name: subject }).waitFor();
      await page.getByLabel('Search messages').fill(subject);
      // The search lands in the URL once typing pauses (a reload keeps it), and the list follows.
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(subject);
      expect(pathOf(page)).toBe('/admin/messages');
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      await page.getByLabel('Search messages').fill('no message says this');
      await page.getByText('No messages match this search.').waitFor();
    } finally {
      await context.close();
    }
  });
});
