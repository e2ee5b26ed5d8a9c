/**
 * Every admin screen passes axe-core (WCAG 2.1 A and AA) without serious or critical findings, at 1280 px and at
 * 390 px, with its dialogs open where it has them. With ADMIN_SHOTS=<dir> it also saves a screenshot of each
 * screen at both widths (how we look at them).
 */
import type { Locator, Page } from '@playwright/test';
import { baseURL } from './helpers/browser';
import {
  call,
  createCategory,
  createProduct,
  placeOrder,
  registerShopper,
  requestViewing,
  sendContactMessage,
  unique,
} from './helpers/admin-fixtures';
import { admin } from './helpers/admin-page';
import { seriousViolations } from './helpers/axe';
import { screenshotsTo } from './helpers/fixtures';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

const shot = screenshotsTo(process.env.ADMIN_SHOTS);
const viewShot = screenshotsTo(process.env.ADMIN_SHOTS, { fullPage: false });

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => Locator;
}

test.describe('admin screens pass axe (WCAG 2.1 AA) at 1280 and 390 px', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  const screens: Screen[] = [];
  let orderNumber = 0;

  test.beforeAll(async () => {
    const base = baseURL();
    const { token } = await admin();
    const category = await createCategory(base, token, unique('Axe Category'));
    const product = await createProduct(base, token, { categoryId: category._id, title: unique('Axe Ring') });
    const shopper = await registerShopper(base, 'Axe Shopper');
    orderNumber = (await placeOrder(base, shopper, product)).orderNumber;
    await requestViewing(base, 'Axe Viewer');
    await sendContactMessage(base, 'Axe question');
    const { categories } = await call<{
      categories: Array<{ _id: string; subcategories?: Array<{ _id: string }> }>;
    }>(base, '/api/category/getCatWithSubCats');
    const withSubs = categories.find((c) => c.subcategories?.length)!;
    const sub = withSubs.subcategories![0]!;
    const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });
    screens.push(
      { name: 'dashboard', path: '/admin', ready: (p) => p.getByTestId('revenue-chart').locator('svg') },
      { name: 'categories', path: '/admin/categories', ready: (p) => p.getByRole('switch').first() },
      { name: 'category-add', path: '/admin/categories/add', ready: heading('Add Category') },
      {
        name: 'category-edit',
        path: `/admin/edit-category/${withSubs._id}`,
        ready: (p) => p.getByLabel('Category name'),
      },
      {
        name: 'subcategories',
        path: `/admin/categories/${withSubs._id}`,
        ready: (p) => p.getByRole('switch').first(),
      },
      {
        name: 'subcategory-add',
        path: `/admin/add-subcategory/${withSubs._id}`,
        ready: heading('Add Subcategory'),
      },
      {
        name: 'subcategory-edit',
        path: `/admin/edit-subcategory/${sub._id}`,
        ready: (p) => p.getByLabel('Subcategory name'),
      },
      { name: 'products', path: '/admin/products', ready: (p) => p.getByRole('row').nth(1) },
      { name: 'product-add', path: '/admin/products/add', ready: heading('Add Product') },
      { name: 'product-bulk', path: '/admin/products/add?mode=bulk', ready: heading('Bulk Upload Products') },
      { name: 'product-view', path: `/admin/view-product/${product._id}`, ready: heading(product.title) },
      {
        name: 'product-edit',
        path: `/admin/edit-product/${product._id}`,
        ready: (p) => p.getByRole('group', { name: 'Variant 1' }),
      },
      { name: 'orders', path: '/admin/orders', ready: (p) => p.getByRole('row').nth(1) },
      { name: 'users', path: '/admin/users', ready: (p) => p.getByRole('row').nth(1) },
      { name: 'appointments', path: '/admin/appointments', ready: (p) => p.getByRole('article').first() },
      { name: 'messages', path: '/admin/messages', ready: (p) => p.getByRole('article').first() },
    );
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("every screen, the product form's errors, the dialogs", async ({ adminPage: page }) => {
        const problems: Record<string, string[]> = {};
        const check = async (name: string, include?: string) => {
          const found = await seriousViolations(page, include, { toasts: true });
          if (found.length) problems[name] = found;
        };
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(screen.ready(page)).toBeVisible();
          await page.waitForLoadState('networkidle');
          await check(screen.name);
          await shot(page, `${screen.name}-${viewport.width}`);
        }

        // The product form with its error messages showing.
        await page.goto('/admin/products/add');
        await page.getByRole('button', { name: 'Add Product' }).click();
        await expect(page.getByText('Please fill all required fields').first()).toBeVisible();
        await check('product-add-errors');
        await shot(page, `product-add-errors-${viewport.width}`);

        // The order dialog and a delete confirmation.
        await page.goto(`/admin/orders?q=${orderNumber}`);
        await page.getByRole('button', { name: `View order #${orderNumber}` }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check('order-dialog', '[role="dialog"]');
        await viewShot(page, `order-dialog-${viewport.width}`);
        await page.keyboard.press('Escape');

        await page.goto('/admin/products');
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await check('confirm-dialog', '[role="alertdialog"]');
        await page.keyboard.press('Escape');

        if (viewport.width < 1024) {
          await page.getByRole('button', { name: 'Open the admin menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await check('mobile-menu', '[role="dialog"]');
          await viewShot(page, `mobile-menu-${viewport.width}`);
        }
        expect(problems).toEqual({});
      });
    });
  }
});
