/**
 * The admin's catalogue journey (issue 6, "Must show"): a category with an image, a subcategory, a product with
 * two variants and images → on the storefront's listing and product page; a new price → the storefront shows
 * it; the bulk CSV template with rows → the products appear. Everything lives in a category of the test's own,
 * so no demo listing another test reads changes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { baseURL } from './helpers/browser';
import { call, unique } from './helpers/admin-fixtures';
import { admin, pngFile, toast } from './helpers/admin-page';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

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

test.describe('admin: categories, subcategories, products and the storefront', () => {
  // Each step works on what the one before made (the category, its subcategory, the product).
  test.describe.configure({ mode: 'serial' });
  const id = unique('e2e').slice(4);
  const categoryName = `Atelier ${id}`;
  const subcategoryName = `Solitaires ${id}`;
  const title = `Lumen Ring ${id}`;
  const sku1 = `LUM-${id}-YG`.toUpperCase();
  const sku2 = `LUM-${id}-RG`.toUpperCase();
  let subcategorySlug = '';
  let product: AdminProduct | undefined;

  test('creates a category with an image and a subcategory, with the spec messages on the way', async ({
    adminPage: page,
    pageErrors,
  }) => {
    await page.goto('/admin/categories');
    await page.getByRole('link', { name: 'Add Category' }).click();
    await expect(page).toHaveURL(atPath('/admin/categories/add'));
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Please provide category name.')).toBeVisible();

    await page.getByLabel('Category name').fill(categoryName);
    await page.locator('input[type=file]').setInputFiles(await pngFile('atelier.png', [120, 90, 60]));
    await expect(page.getByRole('img', { name: 'Preview of atelier.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(toast(page, '✅ Category created successfully!')).toBeVisible();
    await expect(page).toHaveURL(atPath('/admin/categories'));
    const row = page.getByRole('row', { name: new RegExp(categoryName) });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/categories\/.+\.webp$/);

    await row.getByRole('link', { name: 'View subcategories' }).click();
    await expect(page.getByRole('heading', { name: `${categoryName}: Subcategories` })).toBeVisible();
    await expect(page.getByText('No subcategories found.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Subcategory' }).first().click();
    const category = page.getByLabel('Category', { exact: true });
    await expect(category).toHaveValue(categoryName);
    await expect(category).toHaveAttribute('readonly');
    await page.getByLabel('Subcategory name').fill(subcategoryName);
    await page.getByRole('button', { name: 'Add Subcategory' }).click();
    // Said once, under its field, with the error summary at the top (no toast; decision 098).
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    await expect(page.getByText('Please fill all fields.').first()).toBeVisible();

    await page.locator('input[type=file]').setInputFiles(await pngFile('solitaires.png', [200, 180, 150]));
    await expect(page.getByRole('img', { name: 'Preview of solitaires.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Subcategory' }).click();
    await expect(toast(page, 'Subcategory created successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${categoryName}: Subcategories` })).toBeVisible();
    const subRow = page.getByRole('row', { name: new RegExp(subcategoryName) });
    await expect(subRow).toBeVisible();
    subcategorySlug = ((await subRow.getByText(/^\//).textContent()) ?? '').slice(1);
    expect(subcategorySlug).toMatch(/^solitaires-/);
    expect(pageErrors).toEqual([]);
  });

  test('adds a product with two variants and images; it shows on the storefront listing and product page', async ({
    adminPage: page,
    pageErrors,
    openPage,
  }) => {
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();

    // Nothing filled: the spec's messages.
    await page.getByRole('button', { name: 'Add Product' }).click();
    // Said once, under its field, with the error summary at the top (no toast; decision 098).
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    await expect(page.getByText('Please fill all required fields').first()).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('A lab-grown solitaire on a knife-edge band.');
    await page.getByLabel('Tags').fill('solitaire, e2e');
    const subSelect = page.getByLabel('Subcategory', { exact: true });
    await expect(subSelect).toBeDisabled();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await expect(subSelect).toBeEnabled();
    await subSelect.selectOption({ label: subcategoryName });
    await page
      .getByRole('region', { name: 'Main image' })
      .locator('input[type=file]')
      .setInputFiles(await pngFile('main.png', [230, 220, 200]));

    const v1 = variant(page, 1);
    await v1.getByLabel('Metal').selectOption('Yellow Gold');
    // Only the purities that fit the metal are offered.
    await expect(v1.getByLabel('Purity').locator('option')).toHaveText([
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
      .setInputFiles([await pngFile('yg-1.png', [212, 175, 55]), await pngFile('yg-2.png', [200, 160, 40])]);
    await expect(v1.getByRole('img', { name: 'New image: yg-2.png' })).toBeVisible();
    // One variant: no Remove Variant.
    await expect(page.getByRole('button', { name: /Remove Variant/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Variant' }).click();
    const v2 = variant(page, 2);
    await expect(v2).toBeVisible();
    await expect(page.getByRole('button', { name: /Remove Variant/ })).toHaveCount(2);
    await v2.getByLabel('Metal').selectOption('Silver');
    // A metal with one purity takes it.
    await expect(v2.getByLabel('Purity')).toHaveValue('925 Sterling');
    await v2.getByLabel('Metal').selectOption('Rose Gold');
    await v2.getByLabel('Purity').selectOption('14KT');
    await page.getByRole('button', { name: 'Add Product' }).click();
    // Said once, under its field, with the error summary at the top (no toast; decision 098).
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    await expect(page.getByText('Please fill all required variant fields').first()).toBeVisible();

    await v2.getByLabel('SKU').fill(sku2);
    await v2.getByLabel('Price (₹)').fill('11800');
    await v2.getByLabel('Stock').fill('3');
    await v2.getByLabel('Discount type').selectOption('percentage');
    await v2.getByLabel('Discount (%)').fill('10');
    await expect(v2.getByText('Shoppers pay ₹10,620.00')).toBeVisible();
    await v2.locator('input[type=file]').setInputFiles(await pngFile('rg-1.png', [183, 110, 121]));

    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(page, 'Product added successfully!')).toBeVisible();
    await expect(page).toHaveURL(atPath('/admin/products'));
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    [product] = await findProducts(title);
    expect(product).toBeDefined();
    expect(product!.variants.map((v) => [v.sku, v.price, v.images.length])).toEqual([
      [sku1, 12500, 2],
      [sku2, 11800, 1],
    ]);

    // The view page: gallery of the main image and the three variant images, both variants.
    await page.getByRole('link', { name: `View ${title}` }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show image/ })).toHaveCount(4);
    await expect(page.getByText(`SKU ${sku2}`)).toBeVisible();
    await expect(page.getByText('₹10,620.00')).toBeVisible();

    // The storefront: the subcategory's listing and the product page.
    const shop = await openPage({ viewport: MOBILE });
    await shop.goto(`/collections/${subcategorySlug}`);
    await expect(shop.getByText(title).first()).toBeVisible();
    await shop.goto(`/products/${product!.slug}`);
    await expect(shop.getByRole('heading', { name: title })).toBeVisible();
    await expect(shop.getByText('₹12,500.00').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test.describe(() => {
    test.use({ viewport: MOBILE });

    test('edits the price; the storefront shows the new price', async ({ adminPage: page, openPage }) => {
      expect(product).toBeDefined();
      await page.goto(`/admin/edit-product/${product!._id}`);
      const v1 = variant(page, 1);
      await expect(v1.getByLabel('SKU')).toHaveValue(sku1);
      // The stored category and subcategory show once their options have loaded.
      const chosen = (label: string) => page.getByLabel(label, { exact: true }).locator('option:checked');
      await expect(chosen('Category')).toHaveText(categoryName);
      await expect(chosen('Subcategory')).toHaveText(subcategoryName);
      // The header's link to the view page carries the id.
      await expect(page.getByRole('link', { name: 'View product' })).toHaveAttribute(
        'href',
        `/admin/view-product/${product!._id}`,
      );
      await v1.getByLabel('Price (₹)').fill('14750');
      // One of its two images goes; the other stays.
      await v1.getByRole('button', { name: 'Remove image 2' }).click();
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect(toast(page, 'Product updated successfully')).toBeVisible();
      await expect(page).toHaveURL(atPath(`/admin/view-product/${product!._id}`));

      const [after] = await findProducts(title);
      expect(after!.variants.map((v) => [v.sku, v.price, v.images.length])).toEqual([
        [sku1, 14750, 1],
        [sku2, 11800, 1],
      ]);

      const shop = await openPage({ viewport: DESKTOP });
      await shop.goto(`/products/${product!.slug}`);
      await expect(shop.getByRole('heading', { name: title })).toBeVisible();
      await expect(shop.getByText('₹14,750.00').first()).toBeVisible();
      await expect(shop.getByText('₹12,500.00')).toHaveCount(0);
    });
  });

  test('bulk-uploads the template with rows: a bad file names its line, the good one imports', async ({
    adminPage: page,
    openPage,
  }) => {
    await page.goto('/admin/products/add?mode=bulk');
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await expect(page.getByRole('alert').getByText('Please select a CSV file.')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('aurelia-products-template.csv');
    const template = await readFile(await download.path(), 'utf8');

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
    await expect(report).toBeVisible();
    await expect(report.getByRole('cell', { name: 'Purity 18KT does not fit Silver.' })).toBeVisible();
    await expect(report.getByRole('cell', { name: /^5\b/ }).first()).toBeVisible();
    expect(await findProducts(`Bulk ${bulkId}`)).toEqual([]);

    await page.locator('input[type=file]').setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows),
    });
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await expect(page.getByText('Imported 2 products with 3 variants.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Bulk ${bulkId} Solitaire Ring, 18KT` })).toBeVisible();

    const imported = await findProducts(`Bulk ${bulkId}`);
    expect(imported.map((p) => p.variants.length).sort()).toEqual([1, 2]);
    await page.goto(`/admin/products?q=${encodeURIComponent(`Bulk ${bulkId}`)}`);
    await expect(page.getByRole('link', { name: /^Bulk .* (Solitaire Ring|Sterling Band)/ })).toHaveCount(2);

    const shop = await openPage({ viewport: MOBILE });
    await shop.goto(`/products/${imported[0]!.slug}`);
    await expect(shop.getByRole('heading', { name: imported[0]!.title })).toBeVisible();
  });

  test('refuses to delete a category that holds products, with the server reason', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/categories');
    const row = page.getByRole('row', { name: new RegExp(categoryName) });
    await row.getByRole('button', { name: `Delete ${categoryName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Are you sure you want to delete this category?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, /This category still holds \d+ products/)).toBeVisible();
    await expect(row).toBeVisible();

    // The featured switch follows the server: off, then on again.
    const toggle = row.getByRole('switch', { name: `Featured: ${categoryName}` });
    const before = (await toggle.getAttribute('aria-checked'))!;
    const flipped = before === 'true' ? 'false' : 'true';
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', flipped);
    await expect(toggle).toBeEnabled();
    const { categories } = await call<{ categories: Array<{ name: string; isFeatured: boolean }> }>(
      baseURL(),
      '/api/category/allcategories',
    );
    expect(String(categories.find((c) => c.name === categoryName)?.isFeatured)).toBe(flipped);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', before);
  });
});
