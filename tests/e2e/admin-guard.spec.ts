/**
 * The admin guard (docs/shop/admin.md §2): an admin reaches /admin from the account menu and sees the dashboard
 * counts; a signed-in shopper who opens /admin is sent away; a signed-out visitor goes to /login; deep links load
 * by the id in the URL after a reload.
 */
import { baseURL } from './helpers/browser';
import { call, registerShopper, useSession } from './helpers/admin-fixtures';
import { admin, pngFile, toast } from './helpers/admin-page';
import { e2eEnv } from './helpers/e2e-env';
import { sessionToken } from './helpers/session';
import { MOBILE, atPath, expect, test } from './helpers/test';

test.describe('admin: the guard and the way in', () => {
  test('an admin logs in, opens Admin Panel from the account menu and sees the dashboard counts', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(e2eEnv('adminEmail'));
    await page.getByLabel('Password', { exact: true }).fill(e2eEnv('adminPassword'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(atPath('/'));

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(atPath('/admin'));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    const { data } = await call<{ data: Record<string, number> }>(baseURL(), '/api/auth/getcounts', {
      token: (await admin()).token,
    });
    for (const key of ['users', 'orders', 'categories', 'subcategories', 'products'] as const) {
      const shown = await page.getByTestId(`count-${key}-value`).textContent();
      // Other test files may add rows meanwhile: the card shows at least what the API said a moment ago.
      expect(Number(shown!.replace(/,/g, '')), key).toBeGreaterThanOrEqual(data[key]!);
    }
    // The sales chart is drawn (SVG) and the dashboard's lists are there.
    await expect(page.getByTestId('revenue-chart').locator('svg')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting to ship' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('sends a signed-in shopper who opens /admin away, and a signed-out visitor to /login', async ({
      page,
    }) => {
      await page.goto('/admin/products');
      await expect(page).toHaveURL(atPath('/login'));
      await expect(toast(page, 'Authentication token not found. Please log in again.')).toBeVisible();

      const shopper = await registerShopper(baseURL(), 'Rohan Das');
      await useSession(page, shopper);
      await page.goto('/admin');
      await expect(page).toHaveURL(atPath('/'));
      await expect(toast(page, 'Admin access only.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
      // The shopper is still signed in: being refused the back office is not a logout.
      expect(await sessionToken(page)).toBe(shopper.token);
      expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
    });

    test('deep links load by the id in the URL, also after a reload; the mobile menu lists every screen', async ({
      adminPage: page,
      pageErrors,
    }) => {
      const { categories } = await call<{ categories: Array<{ _id: string; name: string }> }>(
        baseURL(),
        '/api/category/allcategories',
      );
      const category = categories[0]!;
      await page.goto(`/admin/edit-category/${category._id}`);
      await expect(page.getByLabel('Category name')).toHaveValue(category.name);
      await page.reload();
      await expect(page.getByLabel('Category name')).toHaveValue(category.name);

      await page.goto(`/admin/categories/${category._id}`);
      await expect(page.getByRole('heading', { name: `${category.name}: Subcategories` })).toBeVisible();

      await page.getByRole('button', { name: 'Open the admin menu' }).click();
      const menu = page.getByRole('dialog');
      for (const name of [
        'Dashboard',
        'Categories',
        'Products',
        'Metal rates',
        'Orders',
        'Discounts',
        'Users',
        'Appointments',
        'Reviews',
        'Home',
      ])
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      // Messages carries the unread count when earlier tests left messages unread ("Messages 2 unread").
      await expect(menu.getByRole('link', { name: /^Messages(\s+\d+\s+unread)?$/ })).toBeVisible();
      await menu.getByRole('link', { name: 'Appointments', exact: true }).click();
      await expect(page).toHaveURL(atPath('/admin/appointments'));
      await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto('/admin/edit-category');
      await expect(page.getByText('No category ID provided for editing.')).toBeVisible();
      await page.goto('/admin/view-product/00000000-0000-4000-8000-000000000000');
      await expect(page.getByText('Product not found.')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });

  test("a 401 while adding a subcategory says 'Unauthorized! Please log in again.' and goes to /login", async ({
    adminPage: page,
  }) => {
    const { categories } = await call<{ categories: Array<{ _id: string; name: string }> }>(
      baseURL(),
      '/api/category/allcategories',
    );
    await page.goto(`/admin/add-subcategory/${categories[0]!._id}`);
    await page.getByLabel('Subcategory name').fill('Never saved');
    await page.locator('input[type=file]').setInputFiles(await pngFile('never.png'));
    // The session ended on the server meanwhile (e.g. the password was reset elsewhere).
    await page.route('**/api/subcategory/add-subcategory', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Your session has ended. Please log in again.' }),
      }),
    );
    await page.getByRole('button', { name: 'Add Subcategory' }).click();
    await expect(page).toHaveURL(atPath('/login'));
    await expect(toast(page, 'Unauthorized! Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});
