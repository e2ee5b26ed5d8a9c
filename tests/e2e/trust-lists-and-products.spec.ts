/**
 * Issue 13 "Trust" in the browser:
 * - item 15: a product the Add form creates with a variant that has no image of its own is saved again by the
 *   Edit form, unchanged and with a new price on that variant (one rule for add and edit, docs/api/admin.md);
 * - item 4: the shopper's Orders tab shows the first page of orders and "Load more orders" brings the rest, by
 *   keyboard, with focus on the first order it added (docs/decisions/084).
 */
import type { Page } from '@playwright/test';
import {
  call,
  createCategory,
  createProduct,
  placeOrder,
  registerShopper,
  unique,
  useSession,
  type Session,
} from './helpers/admin-fixtures';
import { admin, pngFile, toast } from './helpers/admin-page';
import { pageErrors as errorsOf } from './helpers/browser';
import { e2eEnv } from './helpers/e2e-env';
import { signInAdmin } from './helpers/fixtures';
import { DESKTOP, atPath, expect, test } from './helpers/test';

const NARROW = { width: 360, height: 780 };
const variant = (page: Page, n: number) => page.getByRole('group', { name: `Variant ${n}`, exact: true });

test.describe('trust: every list paged, every created product editable', () => {
  test('adds a product whose second variant has no image, then edits it: saved unchanged, then a new price', async ({
    adminPage: page,
    pageErrors,
    openPage,
  }) => {
    const base = e2eEnv('baseURL');
    const me = await admin();
    const category = await createCategory(base, me.token);
    const title = unique('Made To Order Band');
    const sku = unique('MTO').toUpperCase();
    // The Add form at 1280 px.
    await page.goto('/admin/products/add');
    await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: category.name });
    await page
      .getByRole('region', { name: 'Main image' })
      .locator('input[type=file]')
      .setInputFiles(await pngFile('band.png', [210, 190, 150]));
    const v1 = variant(page, 1);
    await v1.getByLabel('Metal').selectOption('Yellow Gold');
    await v1.getByLabel('Purity').selectOption('22KT');
    await v1.getByLabel('SKU').fill(`${sku}-YG`);
    await v1.getByLabel('Price (₹)').fill('48000');
    await v1.locator('input[type=file]').setInputFiles(await pngFile('yg.png', [212, 175, 55]));
    await page.getByRole('button', { name: 'Add Variant' }).click();
    const v2 = variant(page, 2);
    await v2.getByLabel('Metal').selectOption('Platinum');
    await v2.getByLabel('SKU').fill(`${sku}-PT`);
    await v2.getByLabel('Price (₹)').fill('61000');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(page, 'Product added successfully!')).toBeVisible();
    expect(pageErrors).toEqual([]);

    const { products } = await call<{ products: Array<{ _id: string; title: string }> }>(
      base,
      `/api/product/getproducts?q=${encodeURIComponent(title)}`,
      { token: me.token },
    );
    const id = products.find((p) => p.title === title)!._id;

    // The Edit form at 360 px, in a browser of its own.
    const narrow = await openPage({ viewport: NARROW });
    await signInAdmin(narrow);
    await narrow.goto(`/admin/edit-product/${id}`);
    await expect(variant(narrow, 2).getByLabel('SKU')).toHaveValue(`${sku}-PT`);
    await narrow.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(narrow, 'Product updated successfully')).toBeVisible();
    await expect(narrow).toHaveURL(atPath(`/admin/view-product/${id}`));

    await narrow.goto(`/admin/edit-product/${id}`);
    await expect(variant(narrow, 2).getByLabel('Price (₹)')).toHaveValue('61000');
    await variant(narrow, 2).getByLabel('Price (₹)').fill('59500');
    await narrow.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(narrow, 'Product updated successfully')).toBeVisible();
    await expect(narrow.getByText('₹59,500.00').first()).toBeVisible();
    // Nothing sideways at 360 px.
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errorsOf(narrow)).toEqual([]);
  });

  test.describe('the Orders tab, paged', () => {
    let shopper: Session;
    const placed: number[] = [];
    test.beforeAll(async () => {
      const base = e2eEnv('baseURL');
      const me = await admin();
      const category = await createCategory(base, me.token);
      const product = await createProduct(base, me.token, { categoryId: category._id, stock: 50 });
      shopper = await registerShopper(base, 'Kavya Menon');
      for (let i = 0; i < 12; i++) placed.push((await placeOrder(base, shopper, product)).orderNumber);
    });

    for (const viewport of [NARROW, DESKTOP]) {
      test.describe(`${viewport.width} px`, () => {
        test.use({ viewport });

        test('shows 10 orders and "Load more orders" the other two, by keyboard', async ({
          page,
          pageErrors,
        }) => {
          await useSession(page, shopper);
          await page.goto('/profile?tab=orders');
          const cards = page.getByTestId('order-card');
          await expect(cards).toHaveCount(10);
          await expect(page.getByText('Showing 10 of 12 orders')).toBeVisible();
          const more = page.getByRole('button', { name: 'Load more orders' });
          await more.focus();
          await page.keyboard.press('Enter');
          await expect(cards).toHaveCount(12);
          await expect(page.getByText('Showing 12 of 12 orders')).toBeVisible();
          await expect(more).toHaveCount(0);
          // Focus went to the first order the button added; the list is newest first and each order is there once.
          await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'order-card');
          await expect(cards.getByTestId('order-number')).toHaveText(
            [...placed].reverse().map((n) => `#${n}`),
          );
          await expect(cards.nth(10)).toBeFocused();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          expect(pageErrors).toEqual([]);
        });
      });
    }
  });
});
