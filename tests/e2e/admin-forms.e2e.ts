/**
 * Admin forms and the products list (issue 18 item 10, docs/decisions/098), at 1280 and 390 px: the list sorts by
 * a column header (aria-sort) and filters by stock; "Duplicate" opens the hidden copy's edit page; a refused save
 * says each problem once, under its field, with a summary at the top whose links focus the field (no toast); and
 * leaving with unsaved changes asks "Leave without saving?" — Cancel stays, Leave goes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, baseURL, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { createCategory, createProduct, unique } from './helpers/admin-fixtures';
import { admin, adminPage, pathOf, toast } from './helpers/admin-page';

/**
 * The admin's own nav link to a screen (the sidebar from 1024 px; the menu drawer below). The drawer is opened by
 * its own button's exact name (a looser /menu/i also matches the open drawer's "Close the menu"), and opened again
 * if it closed at once: a dialog that has just closed (the "Leave without saving?" one) hands focus back as the
 * drawer opens, and a modal drawer closes when focus moves outside it.
 */
async function navTo(page: Page, name: string) {
  const opener = page.getByRole('button', { name: 'Open the admin menu', exact: true });
  if (!(await opener.isVisible())) {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
    return;
  }
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const link = drawer.getByRole('link', { name, exact: true });
  await vi.waitFor(
    async () => {
      if (!(await drawer.isVisible())) await opener.click();
      await link.click({ timeout: 2_000 });
    },
    { timeout: 15_000, interval: 250 },
  );
}

describe('admin: products list and forms', () => {
  let browser: Browser;
  let categoryId = '';
  let tag = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    const { token } = await admin();
    categoryId = (await createCategory(baseURL(), token))._id;
    tag = unique('Sortable').replace(/[^a-z0-9]/gi, '');
    for (const [title, price, stock] of [
      [`${tag} Beta Band`, 30000, 9],
      [`${tag} Alpha Studs`, 10000, 0],
      [`${tag} Gamma Pendant`, 20000, 5],
    ] as const)
      await createProduct(baseURL(), token, { categoryId, title, price, stock });
  });
  afterAll(async () => browser?.close());

  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', MOBILE],
  ] as const) {
    it(`sorts by a column, filters by stock and duplicates a product (${name})`, async () => {
      const { page, context } = await adminPage(browser, viewport);
      try {
        await page.goto(`/admin/products?q=${tag}`);
        const titles = () =>
          page
            .locator('tbody tr')
            .getByRole('link', { name: new RegExp(`^${tag}`) })
            .allTextContents()
            // The other width's run made a copy already: the originals' order is what is checked.
            .then((list) => list.filter((t) => !t.endsWith('(copy)')));
        await expect.poll(titles).toHaveLength(3);
        // The header is a button in a <th> with aria-sort (on phones the table header is for screen readers).
        const price = page.getByRole('columnheader', { name: /Price/ });
        expect(await price.getAttribute('aria-sort')).toBe('none');
        await price.getByRole('button').dispatchEvent('click');
        await expect.poll(() => price.getAttribute('aria-sort')).toBe('ascending');
        await expect.poll(titles).toEqual([`${tag} Alpha Studs`, `${tag} Gamma Pendant`, `${tag} Beta Band`]);
        await price.getByRole('button').dispatchEvent('click');
        await expect.poll(() => price.getAttribute('aria-sort')).toBe('descending');
        await expect.poll(titles).toEqual([`${tag} Beta Band`, `${tag} Gamma Pendant`, `${tag} Alpha Studs`]);
        expect(new URL(page.url()).searchParams.get('sort')).toBe('price');

        await page.getByLabel('Filter by stock').selectOption('out');
        await expect.poll(titles).toEqual([`${tag} Alpha Studs`]);
        await page.getByLabel('Filter by stock').selectOption('');
        await expect.poll(titles).toHaveLength(3);

        await page.getByRole('button', { name: `Duplicate ${tag} Gamma Pendant`, exact: true }).click();
        await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/edit-product\//);
        await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(`${tag} Gamma Pendant (copy)`);
        await toast(page, /duplicated/).waitFor();
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `admin-forms-list-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    });

    it(`says each error once with a summary that focuses the field; asks before leaving unsaved (${name})`, async () => {
      const { page, context } = await adminPage(browser, viewport);
      try {
        await page.goto('/admin/products/add');
        await page.getByRole('heading', { name: 'Add Product' }).waitFor();
        await page.getByLabel('Tags').fill('draft');
        await page.getByRole('button', { name: 'Add Product' }).click();

        const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
        await summary.waitFor();
        await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
        // The sentence is under the fields only: the summary names the fields, no banner or toast repeats it.
        expect(await summary.getByText('Please fill all required fields').count()).toBe(0);
        expect(await toast(page, 'Please fill all required fields').count()).toBe(0);
        const titleError = await page.getByLabel('Title').getAttribute('aria-describedby');
        expect(await page.locator(`[id="${titleError}"]`).textContent()).toBe(
          'Please fill all required fields',
        );
        await summary.getByRole('link', { name: 'Title' }).click();
        await expect
          .poll(() => page.getByLabel('Title').evaluate((el) => el === document.activeElement))
          .toBe(true);
        expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
        await page.screenshot({
          path: `test-results/admin-form-summary-${viewport.width}.png`,
          fullPage: false,
        });

        // Leaving with unsaved changes asks first: Cancel stays with the typing kept, Leave goes.
        await navTo(page, 'Categories');
        const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
        await dialog.waitFor();
        await page.screenshot({ path: `test-results/admin-form-leave-${viewport.width}.png` });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(pathOf(page)).toBe('/admin/products/add');
        expect(await page.getByLabel('Tags').inputValue()).toBe('draft');
        await page.getByRole('link', { name: 'Cancel' }).click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Leave' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => pathOf(page)).toBe('/admin/products');

        // The category form asks too (reached in the app, as an admin would).
        await navTo(page, 'Categories');
        await page
          .getByRole('link', { name: /Add Category/ })
          .first()
          .click();
        await page.getByLabel('Category name').fill('Half-typed');
        await navTo(page, 'Products');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Leave' }).click();
        await expect.poll(() => pathOf(page)).not.toBe('/admin/categories/add');
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `admin-forms-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    });
  }
});
