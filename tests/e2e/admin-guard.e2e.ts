/**
 * The admin guard (docs/shop/admin.md §2): an admin reaches /admin from the account menu and sees the dashboard
 * counts; a signed-in shopper who opens /admin is sent away; a signed-out visitor goes to /login; deep links load
 * by the id in the URL after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
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
import { call, registerShopper, useSession } from './helpers/admin-fixtures';
import { admin, adminPage, pathOf, pngFile, toast } from './helpers/admin-page';
import { sessionToken } from './helpers/session';

describe('admin: the guard and the way in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('an admin logs in, opens Admin Panel from the account menu and sees the dashboard counts', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(inject('adminEmail'));
      await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe('/');

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
      await expect.poll(() => pathOf(page)).toBe('/admin');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      const { data } = await call<{ data: Record<string, number> }>(baseURL(), '/api/auth/getcounts', {
        token: (await admin()).token,
      });
      for (const key of ['users', 'orders', 'categories', 'subcategories', 'products'] as const) {
        const shown = await page.getByTestId(`count-${key}-value`).textContent();
        // Other test files may add rows meanwhile: the card shows at least what the API said a moment ago.
        expect(Number(shown!.replace(/,/g, '')), key).toBeGreaterThanOrEqual(data[key]!);
      }
      // The sales chart is drawn (SVG) and the dashboard's lists are there.
      await page.getByTestId('revenue-chart').locator('svg').waitFor();
      await page.getByRole('heading', { name: 'Waiting to ship' }).waitFor();
      await page.getByRole('heading', { name: 'Low stock' }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-guard-login');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in shopper who opens /admin away, and a signed-out visitor to /login', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/admin/products');
      await expect.poll(() => pathOf(page)).toBe('/login');
      await expect
        .poll(() => toast(page, 'Authentication token not found. Please log in again.').isVisible())
        .toBe(true);

      const shopper = await registerShopper(baseURL(), 'Rohan Das');
      await useSession(page, shopper);
      await page.goto('/admin');
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect.poll(() => toast(page, 'Admin access only.').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
      // The shopper is still signed in: being refused the back office is not a logout.
      expect(await sessionToken(page)).toBe(shopper.token);
      expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
    } finally {
      await context.close();
    }
  });

  it('deep links load by the id in the URL, also after a reload; the mobile menu lists every screen', async () => {
    const { page, context } = await adminPage(browser, MOBILE);
    try {
      const { categories } = await call<{ categories: Array<{ _id: string; name: string }> }>(
        baseURL(),
        '/api/category/allcategories',
      );
      const category = categories[0]!;
      await page.goto(`/admin/edit-category/${category._id}`);
      await expect.poll(() => page.getByLabel('Category name').inputValue()).toBe(category.name);
      await page.reload();
      await expect.poll(() => page.getByLabel('Category name').inputValue()).toBe(category.name);

      await page.goto(`/admin/categories/${category._id}`);
      await page.getByRole('heading', { name: `${category.name}: Subcategories` }).waitFor();

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
        await menu.getByRole('link', { name, exact: true }).waitFor();
      // Messages carries the unread count when earlier tests left messages unread ("Messages 2 unread").
      await menu.getByRole('link', { name: /^Messages(\s+\d+\s+unread)?$/ }).waitFor();
      await menu.getByRole('link', { name: 'Appointments', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe('/admin/appointments');
      await page.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto('/admin/edit-category');
      await page.getByText('No category ID provided for editing.').waitFor();
      await page.goto('/admin/view-product/00000000-0000-4000-8000-000000000000');
      await page.getByText('Product not found.').waitFor();
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-guard-deep-links');
      throw err;
    } finally {
      await context.close();
    }
  });
  it("a 401 while adding a subcategory says 'Unauthorized! Please log in again.' and goes to /login", async () => {
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
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
      await expect.poll(() => pathOf(page)).toBe('/login');
      await expect.poll(() => toast(page, 'Unauthorized! Please log in again.').isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
