/**
 * The admin's customer page (issue 18 item 4, docs/decisions/098), at 1280 and 390 px: reached from the users
 * list by the shopper's name (found by a misspelt name), it shows what they spent and their order, their viewing
 * request and message; a note is refused empty (said once, under the field) and then added with who and when.
 */
import { baseURL } from './helpers/browser';
import { createCategory, createProduct, placeOrder, registerShopper, unique } from './helpers/admin-fixtures';
import { admin } from './helpers/admin-page';
import { atPath, expect, test, atEachWidth } from './helpers/test';

test.describe('admin: customer page', () => {
  let categoryId = '';
  test.beforeAll(async () => {
    categoryId = (await createCategory(baseURL(), (await admin()).token))._id;
  });

  atEachWidth((_name, viewport) => {
    test("shows a customer's orders, spend and notes, reached from the users list", async ({
      adminPage: page,
      pageErrors,
    }) => {
      const base = baseURL();
      const { token } = await admin();
      const surname = unique('Venkataraman').replace(/[^a-z]/gi, '');
      const shopper = await registerShopper(base, `Lakshmi ${surname}`);
      const product = await createProduct(base, token, {
        categoryId,
        title: unique('Customer Ring'),
        price: 45000,
      });
      const order = (await placeOrder(base, shopper, product)) as unknown as {
        orderNumber: number;
        totalAmount: number;
      };
      const spent = `₹${new Intl.NumberFormat('en-IN').format(order.totalAmount)}`;

      // A misspelt first name still finds her (the search tolerates typos).
      await page.goto(`/admin/users?q=${encodeURIComponent(`laksmi ${surname}`)}`);
      await page.getByRole('link', { name: `Lakshmi ${surname}` }).click();
      await expect(page).toHaveURL(atPath(`/admin/customers/${shopper.user._id}`));
      await expect(page.getByRole('heading', { level: 1, name: `Lakshmi ${surname}` })).toBeVisible();
      const figures = page.getByLabel('Customer figures');
      await expect(figures.getByText(spent).first()).toBeVisible();
      await expect(page.getByRole('link', { name: `#${order.orderNumber}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();

      // An empty note: the message once, under the field, and nothing saved.
      const note = page.getByLabel('Add a note');
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(page.getByText('Write the note first.')).toHaveCount(1);
      await expect(note).toHaveAttribute('aria-invalid', 'true');
      await expect(note).toBeFocused();

      await note.fill('Prefers a call after 6 pm; ring size 12.');
      await page.getByRole('button', { name: 'Add note' }).click();
      const list = page.getByRole('list', { name: 'Notes, newest first' });
      await expect(list.getByText('Prefers a call after 6 pm; ring size 12.')).toBeVisible();
      await expect(list.getByText((await admin()).user.name, { exact: false })).toBeVisible();
      await expect(note).toHaveValue('');
      await page.screenshot({ path: `test-results/admin-customer-${viewport.width}.png`, fullPage: true });

      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  });
});
