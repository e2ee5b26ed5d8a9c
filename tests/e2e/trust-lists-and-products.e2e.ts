/**
 * Issue 13 "Trust" in the browser:
 * - item 15: a product the Add form creates with a variant that has no image of its own is saved again by the
 *   Edit form, unchanged and with a new price on that variant (one rule for add and edit, docs/api/admin.md);
 * - item 4: the shopper's Orders tab shows the first page of orders and "Load more orders" brings the rest, by
 *   keyboard, with focus on the first order it added (docs/decisions/084).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, baseURL, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import {
  call,
  createCategory,
  createProduct,
  placeOrder,
  registerShopper,
  unique,
  useSession,
} from './helpers/admin-fixtures';
import { admin, adminPage, pathOf, pngFile, toast } from './helpers/admin-page';

const NARROW = { width: 360, height: 780 };
const variant = (page: Page, n: number) => page.getByRole('group', { name: `Variant ${n}`, exact: true });

describe('trust: every list paged, every created product editable', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('adds a product whose second variant has no image, then edits it: saved unchanged, then a new price', async () => {
    const me = await admin();
    const category = await createCategory(baseURL(), me.token);
    const title = unique('Made To Order Band');
    const sku = unique('MTO').toUpperCase();
    const add = await adminPage(browser, DESKTOP);
    try {
      const { page } = add;
      await page.goto('/admin/products/add');
      await page.getByRole('heading', { name: 'Add Product' }).waitFor();
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
      await expect.poll(() => toast(page, 'Product added successfully!').isVisible()).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(add.page, 'trust-product-add');
      throw err;
    } finally {
      await add.context.close();
    }

    const { products } = await call<{ products: Array<{ _id: string; title: string }> }>(
      baseURL(),
      `/api/product/getproducts?q=${encodeURIComponent(title)}`,
      { token: me.token },
    );
    const id = products.find((p) => p.title === title)!._id;

    const edit = await adminPage(browser, NARROW);
    try {
      const { page } = edit;
      await page.goto(`/admin/edit-product/${id}`);
      const v2 = variant(page, 2);
      await expect.poll(() => v2.getByLabel('SKU').inputValue()).toBe(`${sku}-PT`);
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect.poll(() => toast(page, 'Product updated successfully').isVisible()).toBe(true);
      await expect.poll(() => pathOf(page)).toBe(`/admin/view-product/${id}`);

      await page.goto(`/admin/edit-product/${id}`);
      await expect.poll(() => variant(page, 2).getByLabel('Price (₹)').inputValue()).toBe('61000');
      await variant(page, 2).getByLabel('Price (₹)').fill('59500');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect.poll(() => toast(page, 'Product updated successfully').isVisible()).toBe(true);
      await page.getByText('₹59,500.00').first().waitFor();
      // Nothing sideways at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(edit.page, 'trust-product-edit');
      throw err;
    } finally {
      await edit.context.close();
    }
  });

  it('the Orders tab shows 10 orders and "Load more orders" the other two, by keyboard', async () => {
    const me = await admin();
    const category = await createCategory(baseURL(), me.token);
    const product = await createProduct(baseURL(), me.token, { categoryId: category._id, stock: 50 });
    const shopper = await registerShopper(baseURL(), 'Kavya Menon');
    const placed: number[] = [];
    for (let i = 0; i < 12; i++) placed.push((await placeOrder(baseURL(), shopper, product)).orderNumber);

    for (const viewport of [NARROW, DESKTOP]) {
      const { page, context } = await newPage(browser, { viewport });
      try {
        await useSession(page, shopper);
        await page.goto('/profile?tab=orders');
        const cards = page.getByTestId('order-card');
        await expect.poll(() => cards.count()).toBe(10);
        await page.getByText('Showing 10 of 12 orders').waitFor();
        const more = page.getByRole('button', { name: 'Load more orders' });
        await more.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => cards.count()).toBe(12);
        await page.getByText('Showing 12 of 12 orders').waitFor();
        expect(await more.count()).toBe(0);
        // Focus went to the first order the button added; the list is newest first and each order is there once.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'order-card',
        );
        const numbers = (await cards.getByTestId('order-number').allTextContents()).map((n) =>
          Number(n.slice(1)),
        );
        expect(numbers).toEqual([...placed].reverse());
        expect(await cards.nth(10).evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `trust-orders-load-more-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });
});
