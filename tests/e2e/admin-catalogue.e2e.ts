/**
 * The admin's catalogue journey (issue 6, "Must show"): a category with an image, a subcategory, a product with
 * two variants and images → on the storefront's listing and product page; a new price → the storefront shows
 * it; the bulk CSV template with rows → the products appear. Everything lives in a category of the test's own,
 * so no demo listing another test reads changes.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import { call, unique } from './helpers/admin-fixtures';
import { admin, adminPage, pathOf, pngFile, toast } from './helpers/admin-page';

interface AdminProduct {
  _id: string;
  slug: string;
  title: string;
  variants: Array<{ _id: string; sku: string; price: number; images: string[] }>;
}

async function findProducts(q: string): Promise<AdminProduct[]> {
  const { products } = await call<{ products: AdminProduct[] }>(
    baseURL(),
    `/api/product/getproducts?q=${encodeURIComponent(q)}&page=1&limit=20`,
    { token: (await admin()).token },
  );
  return products;
}

const variant = (page: Page, n: number) => page.getByRole('group', { name: `Variant ${n}`, exact: true });

describe('admin: categories, subcategories, products and the storefront', () => {
  let browser: Browser;
  const id = unique('e2e').slice(4);
  const categoryName = `Atelier ${id}`;
  const subcategoryName = `Solitaires ${id}`;
  const title = `Lumen Ring ${id}`;
  const sku1 = `LUM-${id}-YG`.toUpperCase();
  const sku2 = `LUM-${id}-RG`.toUpperCase();
  let subcategorySlug = '';
  let product: AdminProduct | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('creates a category with an image and a subcategory, with the spec messages on the way', async () => {
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto('/admin/categories');
      await page.getByRole('link', { name: 'Add Category' }).click();
      await expect.poll(() => pathOf(page)).toBe('/admin/categories/add');
      await page.getByRole('button', { name: 'Add Category' }).click();
      await page.getByText('Please provide category name.').waitFor();

      await page.getByLabel('Category name').fill(categoryName);
      await page.locator('input[type=file]').setInputFiles(await pngFile('atelier.png', [120, 90, 60]));
      await page.getByRole('img', { name: 'Preview of atelier.png' }).waitFor();
      await page.getByRole('button', { name: 'Add Category' }).click();
      await expect.poll(() => toast(page, '✅ Category created successfully!').isVisible()).toBe(true);
      await expect.poll(() => pathOf(page)).toBe('/admin/categories');
      const row = page.getByRole('row', { name: new RegExp(categoryName) });
      await row.waitFor();
      expect(await row.locator('img').getAttribute('src')).toMatch(/^\/uploads\/categories\/.+\.webp$/);

      await row.getByRole('link', { name: 'View subcategories' }).click();
      await page.getByRole('heading', { name: `${categoryName}: Subcategories` }).waitFor();
      await page.getByText('No subcategories found.').waitFor();
      await page.getByRole('link', { name: 'Add Subcategory' }).first().click();
      await expect.poll(() => page.getByLabel('Category', { exact: true }).inputValue()).toBe(categoryName);
      expect(await page.getByLabel('Category', { exact: true }).getAttribute('readonly')).not.toBeNull();
      await page.getByLabel('Subcategory name').fill(subcategoryName);
      await page.getByRole('button', { name: 'Add Subcategory' }).click();
      // Said once, under its field, with the error summary at the top (no toast; decision 098).
      await page.getByRole('alert').filter({ hasText: 'Please correct' }).waitFor();
      await page.getByText('Please fill all fields.').first().waitFor();

      await page.locator('input[type=file]').setInputFiles(await pngFile('solitaires.png', [200, 180, 150]));
      await page.getByRole('img', { name: 'Preview of solitaires.png' }).waitFor();
      await page.getByRole('button', { name: 'Add Subcategory' }).click();
      await expect.poll(() => toast(page, 'Subcategory created successfully').isVisible()).toBe(true);
      await page.getByRole('heading', { name: `${categoryName}: Subcategories` }).waitFor();
      const subRow = page.getByRole('row', { name: new RegExp(subcategoryName) });
      await subRow.waitFor();
      subcategorySlug = ((await subRow.getByText(/^\//).textContent()) ?? '').slice(1);
      expect(subcategorySlug).toMatch(/^solitaires-/);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-catalogue-category');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('adds a product with two variants and images; it shows on the storefront listing and product page', async () => {
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto('/admin/products');
      await page.getByRole('link', { name: 'Add Product' }).click();
      await page.getByRole('heading', { name: 'Add Product' }).waitFor();

      // Nothing filled: the spec's messages.
      await page.getByRole('button', { name: 'Add Product' }).click();
      // Said once, under its field, with the error summary at the top (no toast; decision 098).
      await page.getByRole('alert').filter({ hasText: 'Please correct' }).waitFor();
      await page.getByText('Please fill all required fields').first().waitFor();

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('A lab-grown solitaire on a knife-edge band.');
      await page.getByLabel('Tags').fill('solitaire, e2e');
      const subSelect = page.getByLabel('Subcategory', { exact: true });
      expect(await subSelect.isDisabled()).toBe(true);
      await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
      await expect.poll(() => subSelect.isEnabled()).toBe(true);
      await subSelect.selectOption({ label: subcategoryName });
      await page
        .getByRole('region', { name: 'Main image' })
        .locator('input[type=file]')
        .setInputFiles(await pngFile('main.png', [230, 220, 200]));

      const v1 = variant(page, 1);
      await v1.getByLabel('Metal').selectOption('Yellow Gold');
      // Only the purities that fit the metal are offered.
      expect(await v1.getByLabel('Purity').locator('option').allTextContents()).toEqual([
        'Select purity',
        '14KT',
        '18KT',
        '22KT',
      ]);
      await v1.getByLabel('Purity').selectOption('18KT');
      await v1.getByLabel('SKU').fill(sku1);
      await v1.getByLabel('Price (₹)').fill('12500');
      await v1.getByLabel('Sizes').fill('6, 7');
      await v1.getByLabel('Stock').fill('5');
      await v1.getByLabel('Weight (grams)').fill('3.5');
      await v1
        .locator('input[type=file]')
        .setInputFiles([
          await pngFile('yg-1.png', [212, 175, 55]),
          await pngFile('yg-2.png', [200, 160, 40]),
        ]);
      await v1.getByRole('img', { name: 'New image: yg-2.png' }).waitFor();
      // One variant: no Remove Variant.
      expect(await page.getByRole('button', { name: /Remove Variant/ }).count()).toBe(0);

      await page.getByRole('button', { name: 'Add Variant' }).click();
      const v2 = variant(page, 2);
      await v2.waitFor();
      expect(await page.getByRole('button', { name: /Remove Variant/ }).count()).toBe(2);
      await v2.getByLabel('Metal').selectOption('Silver');
      // A metal with one purity takes it.
      await expect.poll(() => v2.getByLabel('Purity').inputValue()).toBe('925 Sterling');
      await v2.getByLabel('Metal').selectOption('Rose Gold');
      await v2.getByLabel('Purity').selectOption('14KT');
      await page.getByRole('button', { name: 'Add Product' }).click();
      // Said once, under its field, with the error summary at the top (no toast; decision 098).
      await page.getByRole('alert').filter({ hasText: 'Please correct' }).waitFor();
      await page.getByText('Please fill all required variant fields').first().waitFor();

      await v2.getByLabel('SKU').fill(sku2);
      await v2.getByLabel('Price (₹)').fill('11800');
      await v2.getByLabel('Stock').fill('3');
      await v2.getByLabel('Discount type').selectOption('percentage');
      await v2.getByLabel('Discount (%)').fill('10');
      await v2.getByText('Shoppers pay ₹10,620.00').waitFor();
      await v2.locator('input[type=file]').setInputFiles(await pngFile('rg-1.png', [183, 110, 121]));

      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect.poll(() => toast(page, 'Product added successfully!').isVisible()).toBe(true);
      await expect.poll(() => pathOf(page)).toBe('/admin/products');
      await page.getByRole('link', { name: title }).first().waitFor();

      [product] = await findProducts(title);
      expect(product).toBeDefined();
      expect(product!.variants.map((v) => [v.sku, v.price, v.images.length])).toEqual([
        [sku1, 12500, 2],
        [sku2, 11800, 1],
      ]);

      // The view page: gallery of the main image and the three variant images, both variants.
      await page.getByRole('link', { name: `View ${title}` }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: /Show image/ }).count()).toBe(4);
      await page.getByText(`SKU ${sku2}`).waitFor();
      await page.getByText('₹10,620.00').waitFor();

      // The storefront: the subcategory's listing and the product page.
      const shop = await newPage(browser, { viewport: MOBILE });
      try {
        await shop.page.goto(`/collections/${subcategorySlug}`);
        await shop.page.getByText(title).first().waitFor();
        await shop.page.goto(`/products/${product!.slug}`);
        await shop.page.getByRole('heading', { name: title }).waitFor();
        await shop.page.getByText('₹12,500.00').first().waitFor();
      } finally {
        await shop.context.close();
      }
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'admin-catalogue-product');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('edits the price; the storefront shows the new price', async () => {
    expect(product).toBeDefined();
    const { page, context } = await adminPage(browser, MOBILE);
    try {
      await page.goto(`/admin/edit-product/${product!._id}`);
      const v1 = variant(page, 1);
      await expect.poll(() => v1.getByLabel('SKU').inputValue()).toBe(sku1);
      // The stored category and subcategory show once their options have loaded.
      const chosen = (label: string) =>
        page
          .getByLabel(label, { exact: true })
          .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
      await expect.poll(() => chosen('Category')).toBe(categoryName);
      await expect.poll(() => chosen('Subcategory')).toBe(subcategoryName);
      // The header's link to the view page carries the id.
      expect(await page.getByRole('link', { name: 'View product' }).getAttribute('href')).toBe(
        `/admin/view-product/${product!._id}`,
      );
      await v1.getByLabel('Price (₹)').fill('14750');
      // One of its two images goes; the other stays.
      await v1.getByRole('button', { name: 'Remove image 2' }).click();
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect.poll(() => toast(page, 'Product updated successfully').isVisible()).toBe(true);
      await expect.poll(() => pathOf(page)).toBe(`/admin/view-product/${product!._id}`);

      const [after] = await findProducts(title);
      expect(after!.variants.map((v) => [v.sku, v.price, v.images.length])).toEqual([
        [sku1, 14750, 1],
        [sku2, 11800, 1],
      ]);

      const shop = await newPage(browser, { viewport: DESKTOP });
      try {
        await shop.page.goto(`/products/${product!.slug}`);
        await shop.page.getByRole('heading', { name: title }).waitFor();
        await shop.page.getByText('₹14,750.00').first().waitFor();
        expect(await shop.page.getByText('₹12,500.00').count()).toBe(0);
      } finally {
        await shop.context.close();
      }
    } catch (err) {
      await screenshotOnFailure(page, 'admin-catalogue-edit');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('bulk-uploads the template with rows: a bad file names its line, the good one imports', async () => {
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto('/admin/products/add?mode=bulk');
      await page.getByRole('button', { name: 'Upload CSV' }).click();
      await page.getByRole('alert').getByText('Please select a CSV file.').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download template' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('aurelia-products-template.csv');
      const template = await readFile((await download.path())!, 'utf8');

      // The template's rows, moved into this test's own category and made unique (and out of the home lists).
      const bulkId = id.replace(/[^a-z0-9]/gi, '');
      const rows = template
        .replace(/example-/g, `bulk-${bulkId}-`)
        .replace(/EXAMPLE-/g, `BULK-${bulkId.toUpperCase()}-`)
        .replace(/Example /g, `Bulk ${bulkId} `)
        .replace(/,Rings,Engagement Rings,new-arrivals,/, `,${categoryName},${subcategoryName},,`)
        .replace(/,Rings,Engagement Rings,/g, `,${categoryName},${subcategoryName},`);
      expect(rows).toContain(`bulk-${bulkId}-solitaire-ring`);

      // A bad row: nothing is imported, the report names the line.
      const bad = rows.replace('925 Sterling', '18KT');
      await page.locator('input[type=file]').setInputFiles({
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(bad),
      });
      await page.getByRole('button', { name: 'Upload CSV' }).click();
      const report = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
      await report.waitFor();
      await report.getByRole('cell', { name: 'Purity 18KT does not fit Silver.' }).waitFor();
      await report.getByRole('cell', { name: /^5\b/ }).first().waitFor();
      expect(await findProducts(`Bulk ${bulkId}`)).toEqual([]);

      await page.locator('input[type=file]').setInputFiles({
        name: 'good.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(rows),
      });
      await page.getByRole('button', { name: 'Upload CSV' }).click();
      await page.getByText('Imported 2 products with 3 variants.').first().waitFor();
      await page.getByRole('link', { name: `Bulk ${bulkId} Solitaire Ring, 18KT` }).waitFor();

      const imported = await findProducts(`Bulk ${bulkId}`);
      expect(imported.map((p) => p.variants.length).sort()).toEqual([1, 2]);
      await page.goto(`/admin/products?q=${encodeURIComponent(`Bulk ${bulkId}`)}`);
      await expect
        .poll(() => page.getByRole('link', { name: /^Bulk .* (Solitaire Ring|Sterling Band)/ }).count())
        .toBe(2);

      const shop = await newPage(browser, { viewport: MOBILE });
      try {
        await shop.page.goto(`/products/${imported[0]!.slug}`);
        await shop.page.getByRole('heading', { name: imported[0]!.title }).waitFor();
      } finally {
        await shop.context.close();
      }
    } catch (err) {
      await screenshotOnFailure(page, 'admin-catalogue-bulk');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('refuses to delete a category that holds products, with the server reason', async () => {
    const { page, context } = await adminPage(browser, DESKTOP);
    try {
      await page.goto('/admin/categories');
      const row = page.getByRole('row', { name: new RegExp(categoryName) });
      await row.getByRole('button', { name: `Delete ${categoryName}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Are you sure you want to delete this category?').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => toast(page, /This category still holds \d+ products/).isVisible()).toBe(true);
      await row.waitFor();

      // The featured switch follows the server: off, then on again.
      const toggle = row.getByRole('switch', { name: `Featured: ${categoryName}` });
      const before = await toggle.getAttribute('aria-checked');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(before === 'true' ? 'false' : 'true');
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      const { categories } = await call<{ categories: Array<{ name: string; isFeatured: boolean }> }>(
        baseURL(),
        '/api/category/allcategories',
      );
      expect(String(categories.find((c) => c.name === categoryName)?.isFeatured)).toBe(
        before === 'true' ? 'false' : 'true',
      );
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(before);
    } finally {
      await context.close();
    }
  });
});
