/**
 * The admin's daily work (issue 6, "Must show"): an order's status → the shopper's Orders tab shows it (the
 * order made through the API: sign-up, cart, checkout, the 4242 card); a refund-flagged order stands out; an
 * appointment set to Confirmed stays after a reload; both roll back when the server refuses; users are found and
 * deleted; contact messages are listed.
 */
import { baseURL } from './helpers/browser';
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
import { admin, toast } from './helpers/admin-page';
import { MOBILE, atPath, expect, test } from './helpers/test';

test.describe('admin: orders, appointments, users and messages', () => {
  let categoryId = '';
  test.beforeAll(async () => {
    categoryId = (await createCategory(baseURL(), (await admin()).token))._id;
  });

  test("changes an order's status; the shopper's Orders tab shows it; a refused change rolls back", async ({
    adminPage: page,
    pageErrors,
    openPage,
  }) => {
    const base = baseURL();
    const { token } = await admin();
    const shopper = await registerShopper(base, 'Asha Menon');
    const product = await createProduct(base, token, { categoryId, title: unique('Order Ring') });
    const order = await placeOrder(base, shopper, product);

    await page.goto(`/admin/orders?q=${order.orderNumber}`);
    const status = page.getByLabel(`Status of order #${order.orderNumber}`);
    await expect(status).toHaveValue('Placed');

    // The server refuses: the dropdown goes back and the spec's message shows.
    await page.route('**/api/order/*/status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await status.selectOption('Delivered');
    await expect(toast(page, 'Failed to update order status. Please try again.')).toBeVisible();
    await expect(status).toHaveValue('Placed');
    await page.unroute('**/api/order/*/status');

    await status.selectOption('Shipped');
    await expect(toast(page, 'Status updated to "Shipped"')).toBeVisible();
    await page.reload();
    await expect(status).toHaveValue('Shipped');

    // The detail dialog: lines, customer, full address, payment.
    await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    await expect(dialog.getByText(product.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText(shopper.email)).toBeVisible();
    await expect(dialog.getByText('12, Marine Drive')).toBeVisible();
    await expect(dialog.getByText('Mumbai, Maharashtra 400002')).toBeVisible();
    await expect(dialog.getByText('Card · Paid')).toBeVisible();
    await expect(dialog.getByText('₹12,500.00').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(pageErrors).toEqual([]);

    const shop = await openPage({ viewport: MOBILE });
    await useSession(shop, shopper);
    await shop.goto('/profile?tab=orders');
    const card = shop.getByTestId('order-card').filter({ hasText: `#${order.orderNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('order-status').getByText('Shipped', { exact: true })).toBeVisible();
  });

  test.describe(() => {
    test.use({ viewport: MOBILE });

    test('flags a paid order that found no stock: badge and reason in the list and the dialog', async ({
      adminPage: page,
    }) => {
      const base = baseURL();
      const { token } = await admin();
      const shopper = await registerShopper(base, 'Kiran Rao');
      const product = await createProduct(base, token, { categoryId, title: unique('Last Piece'), stock: 1 });
      const sessionId = await startCheckout(base, shopper, product);
      await setStock(base, token, product, 0);
      const order = await payCheckout(base, shopper, sessionId);

      await page.goto('/admin/orders?refund=true');
      const row = page.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
      await expect(row.getByText('Needs refund')).toBeVisible();
      await expect(row.getByText(/0 in stock/)).toBeVisible();
      await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Needs refund')).toBeVisible();
      await expect(dialog.getByText(/0 in stock/)).toBeVisible();
    });

    test('sets an appointment to Confirmed and it stays after a reload; a refused change reverts', async ({
      adminPage: page,
    }) => {
      const name = unique('Viewer');
      await requestViewing(baseURL(), name);
      await page.goto(`/admin/appointments?q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article', { name });
      const select = card.getByLabel('Status');
      await expect(select).toHaveValue('Pending');

      await page.route('**/api/appointments/*/status', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
      );
      await select.selectOption('Completed');
      await expect(toast(page, 'Could not update status. Reverting changes.')).toBeVisible();
      await expect(select).toHaveValue('Pending');
      await page.unroute('**/api/appointments/*/status');

      await select.selectOption('Confirmed');
      // Confirming e-mails the shopper, so it asks for the meeting link first (docs/decisions/102).
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm and e-mail' }).click();
      await expect(toast(page, 'Appointment status updated to "Confirmed"')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('article', { name }).getByLabel('Status')).toHaveValue('Confirmed');
    });
  });

  test('finds and deletes a user after asking; offers no Delete on your own row', async ({
    adminPage: page,
  }) => {
    const shopper = await registerShopper(baseURL(), `Tara ${unique('Delete')}`);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(shopper.email);
    const row = page.getByRole('row').filter({ hasText: shopper.email });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
    await expect(row.getByText('9820012345')).toBeVisible();

    await row.getByRole('button', { name: `Delete ${shopper.user.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Are you sure you want to delete this user?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${shopper.user.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'User deleted successfully!')).toBeVisible();
    await expect(page.getByText('No users match this search.')).toBeVisible();

    const me = await admin();
    await page.getByLabel('Search users').fill(me.user.email);
    const self = page.getByRole('row').filter({ hasText: me.user.email });
    // Your own row offers no Delete (the server would refuse it): trust-dates-and-users.spec.ts.
    await expect(self.getByText('Your account cannot be deleted here')).toBeVisible();
    await expect(self.getByRole('button', { name: `Delete ${me.user.name}` })).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ viewport: MOBILE });

    test('lists contact messages, newest first, searchable', async ({ adminPage: page }) => {
      const subject = await sendContactMessage(baseURL());
      await page.goto('/admin/messages');
      await expect(page.getByRole('heading', { name: subject })).toBeVisible();
      await page.getByLabel('Search messages').fill(subject);
      // The search lands in the URL once typing pauses (a reload keeps it), and the list follows.
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === subject);
      await expect(page).toHaveURL(atPath('/admin/messages'));
      await expect(page.getByRole('article')).toHaveCount(1);
      await page.getByLabel('Search messages').fill('no message says this');
      await expect(page.getByText('No messages match this search.')).toBeVisible();
    });
  });
});
