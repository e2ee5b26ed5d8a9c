/**
 * Admin forms and the products list (issue 18 item 10, docs/decisions/098), at 1280 and 390 px: the list sorts by
 * a column header (aria-sort) and filters by stock; "Duplicate" opens the hidden copy's edit page; a refused save
 * says each problem once, under its field, with a summary at the top whose links focus the field (no toast); and
 * leaving with unsaved changes asks "Leave without saving?" — Cancel stays, Leave goes.
 */
import type { Page } from '@playwright/test';
import { baseURL } from './helpers/browser';
import { createCategory, createProduct, unique } from './helpers/admin-fixtures';
import { admin, toast } from './helpers/admin-page';
import { atPath, expect, test, atEachWidth } from './helpers/test';

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
  await expect(async () => {
    if (!(await drawer.isVisible())) await opener.click();
    await link.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000, intervals: [250] });
}

test.describe('admin: products list and forms', () => {
  let categoryId = '';
  let tag = '';
  test.beforeAll(async () => {
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

  atEachWidth((_name, viewport) => {
    test('sorts by a column, filters by stock and duplicates a product', async ({
      adminPage: page,
      pageErrors,
    }) => {
      await page.goto(`/admin/products?q=${tag}`);
      const titles = page
        .locator('tbody tr')
        .getByRole('link', { name: new RegExp(`^${tag}`) })
        // The other width's run made a copy already: the originals' order is what is checked.
        .filter({ hasNotText: /\(copy\)$/ });
      await expect(titles).toHaveCount(3);
      // The header is a button in a <th> with aria-sort (on phones the table header is for screen readers).
      const price = page.getByRole('columnheader', { name: /Price/ });
      await expect(price).toHaveAttribute('aria-sort', 'none');
      await price.getByRole('button').dispatchEvent('click');
      await expect(price).toHaveAttribute('aria-sort', 'ascending');
      await expect(titles).toHaveText([`${tag} Alpha Studs`, `${tag} Gamma Pendant`, `${tag} Beta Band`]);
      await price.getByRole('button').dispatchEvent('click');
      await expect(price).toHaveAttribute('aria-sort', 'descending');
      await expect(titles).toHaveText([`${tag} Beta Band`, `${tag} Gamma Pendant`, `${tag} Alpha Studs`]);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('price');

      await page.getByLabel('Filter by stock').selectOption('out');
      await expect(titles).toHaveText([`${tag} Alpha Studs`]);
      await page.getByLabel('Filter by stock').selectOption('');
      await expect(titles).toHaveCount(3);

      await page.getByRole('button', { name: `Duplicate ${tag} Gamma Pendant`, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/edit-product/'));
      await expect(page.getByLabel('Title')).toHaveValue(`${tag} Gamma Pendant (copy)`);
      await expect(toast(page, /duplicated/)).toBeVisible();
      expect(pageErrors).toEqual([]);
    });

    test('says each error once with a summary that focuses the field; asks before leaving unsaved', async ({
      adminPage: page,
      pageErrors,
    }) => {
      await page.goto('/admin/products/add');
      await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
      await page.getByLabel('Tags').fill('draft');
      await page.getByRole('button', { name: 'Add Product' }).click();

      const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      // The sentence is under the fields only: the summary names the fields, no banner or toast repeats it.
      await expect(summary.getByText('Please fill all required fields')).toHaveCount(0);
      await expect(toast(page, 'Please fill all required fields')).toHaveCount(0);
      const titleError = await page.getByLabel('Title').getAttribute('aria-describedby');
      await expect(page.locator(`[id="${titleError}"]`)).toHaveText('Please fill all required fields');
      await summary.getByRole('link', { name: 'Title' }).click();
      await expect(page.getByLabel('Title')).toBeFocused();
      await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({
        path: `test-results/admin-form-summary-${viewport.width}.png`,
        fullPage: false,
      });

      // Leaving with unsaved changes asks first: Cancel stays with the typing kept, Leave goes.
      await navTo(page, 'Categories');
      const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `test-results/admin-form-leave-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(atPath('/admin/products/add'));
      await expect(page.getByLabel('Tags')).toHaveValue('draft');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(atPath('/admin/products'));

      // The category form asks too (reached in the app, as an admin would).
      await navTo(page, 'Categories');
      await page
        .getByRole('link', { name: /Add Category/ })
        .first()
        .click();
      await page.getByLabel('Category name').fill('Half-typed');
      await navTo(page, 'Products');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await expect(page).not.toHaveURL(atPath('/admin/categories/add'));
      expect(pageErrors).toEqual([]);
    });
  });
});
