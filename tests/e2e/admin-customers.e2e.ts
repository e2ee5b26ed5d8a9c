/**
 * The admin's customer page (issue 18 item 4, docs/decisions/098), at 1280 and 390 px: reached from the users
 * list by the shopper's name (found by a misspelt name), it shows what they spent and their order, their viewing
 * request and message; a note is refused empty (said once, under the field) and then added with who and when.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, baseURL, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { createCategory, createProduct, placeOrder, registerShopper, unique } from './helpers/admin-fixtures';
import { admin, adminPage, pathOf } from './helpers/admin-page';

describe('admin: customer page', () => {
  let browser: Browser;
  let categoryId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    categoryId = (await createCategory(baseURL(), (await admin()).token))._id;
  });
  afterAll(async () => browser?.close());

  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', MOBILE],
  ] as const) {
    it(`shows a customer's orders, spend and notes, reached from the users list (${name})`, async () => {
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

      const { page, context } = await adminPage(browser, viewport);
      try {
        // A misspelt first name still finds her (the search tolerates typos).
        await page.goto(`/admin/users?q=${encodeURIComponent(`laksmi ${surname}`)}`);
        await page.getByRole('link', { name: `Lakshmi ${surname}` }).click();
        await expect.poll(() => pathOf(page)).toBe(`/admin/customers/${shopper.user._id}`);
        await page.getByRole('heading', { level: 1, name: `Lakshmi ${surname}` }).waitFor();
        const figures = page.getByLabel('Customer figures');
        await figures.getByText(spent).first().waitFor();
        await page.getByRole('link', { name: `#${order.orderNumber}` }).waitFor();
        await page.getByRole('heading', { name: 'Addresses' }).waitFor();

        // An empty note: the message once, under the field, and nothing saved.
        const note = page.getByLabel('Add a note');
        await page.getByRole('button', { name: 'Add note' }).click();
        await page.getByText('Write the note first.').waitFor();
        expect(await page.getByText('Write the note first.').count()).toBe(1);
        expect(await note.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => note.evaluate((el) => el === document.activeElement)).toBe(true);

        await note.fill('Prefers a call after 6 pm; ring size 12.');
        await page.getByRole('button', { name: 'Add note' }).click();
        const list = page.getByRole('list', { name: 'Notes, newest first' });
        await list.getByText('Prefers a call after 6 pm; ring size 12.').waitFor();
        await list.getByText((await admin()).user.name, { exact: false }).waitFor();
        expect(await note.inputValue()).toBe('');
        await page.screenshot({ path: `test-results/admin-customer-${viewport.width}.png`, fullPage: true });

        // Nothing scrolls sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `admin-customer-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    });
  }
});
