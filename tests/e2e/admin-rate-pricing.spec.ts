/**
 * The product form’s rate-linked pricing (issue 16 item 2, docs/decisions/092): a variant switched to "From
 * today’s rate" loses its price field, takes weight, making charge and stone value, and shows its price at today's
 * rate as the admin types — the figure the server then saves; a certificate is saved with the product. Axe finds
 * nothing serious on the form in that state at 390 and 1280 px. With ADMIN_SHOTS=<dir> it saves screenshots.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from './helpers/browser';
import { call, createCategory, unique } from './helpers/admin-fixtures';
import { admin, pngFile, toast } from './helpers/admin-page';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';
import { formatINR } from '#domain/money';
import { ratePricePaise } from '#domain/pricing';

const shotsDir = process.env.ADMIN_SHOTS;
const variant = (page: Page, n: number) => page.getByRole('group', { name: `Variant ${n}`, exact: true });

interface Rates {
  rates: Array<{ metal: string; purity: string; ratePerGram: number }>;
}

test.describe('admin: a product priced from the metal rate', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let categoryName = '';
  test.beforeAll(async () => {
    categoryName = (await createCategory(baseURL(), (await admin()).token, unique('Rate Atelier'))).name;
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("adds a 22KT piece priced from today's rate, with its certificate", async ({
        adminPage: page,
        pageErrors,
      }) => {
        const title = unique('Rate Band');
        const sku = unique('RB').toUpperCase();
        const { rates } = await call<Rates>(baseURL(), '/api/rates');
        const rate22 = rates.find((r) => r.metal === 'gold' && r.purity === '22KT')!.ratePerGram;
        // 4.2 g, 12% making, ₹1,500 of stones, + 3% GST.
        const expected =
          ratePricePaise(
            { weightGrams: 4.2, making: { type: 'percent', value: 1200 }, stoneValuePaise: 150_000 },
            Math.round(rate22 * 100),
          ) / 100;

        await page.goto('/admin/products/add');
        await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
        await page.getByLabel('Title').fill(title);
        await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
        await page
          .getByRole('region', { name: 'Main image' })
          .locator('input[type=file]')
          .setInputFiles(await pngFile('main.png', [200, 170, 90]));
        await page.getByLabel('Lab', { exact: true }).fill('IGI');
        await page.getByLabel('Certificate number').fill('LG700100200');

        const v1 = variant(page, 1);
        await v1.getByLabel('Metal').selectOption('Yellow Gold');
        await v1.getByLabel('Purity').selectOption('22KT');
        await v1.getByLabel('SKU').fill(sku);
        await expect(v1.getByLabel('Price (₹)')).toBeVisible();
        await v1.getByRole('radio', { name: 'From today’s rate' }).check();
        // A rate-linked price is the server's: no price field.
        await expect(v1.getByLabel('Price (₹)')).toHaveCount(0);
        await expect(v1.getByText('Enter the weight to see the price at today’s rate.')).toBeVisible();
        await v1.getByLabel('Weight (grams)').fill('4.2');
        await v1.getByLabel('Making charge (%)').fill('12');
        await v1.getByLabel('Stone value (₹)').fill('1500');
        const preview = v1.getByText(/^Price at today’s rate:/);
        await expect(preview).toContainText(formatINR(expected));
        await expect(preview).toContainText(`22KT gold at ${formatINR(rate22)}/g`);
        // By the gram: the preview follows at once.
        await v1.getByLabel('Making charge', { exact: true }).selectOption('per_gram');
        await v1.getByLabel('Making charge (₹ per gram)').fill('1000');
        const perGram =
          ratePricePaise(
            { weightGrams: 4.2, making: { type: 'per_gram', value: 100_000 }, stoneValuePaise: 150_000 },
            Math.round(rate22 * 100),
          ) / 100;
        await expect(preview).toContainText(formatINR(perGram));

        expect(await seriousViolations(page, 'main')).toEqual([]);
        if (shotsDir) {
          await mkdir(shotsDir, { recursive: true });
          await v1.screenshot({ path: path.join(shotsDir, `product-form-rate-${viewport.width}.png`) });
        }

        await page.getByRole('button', { name: 'Add Product' }).click();
        await expect(toast(page, 'Product added successfully!')).toBeVisible();
        await expect(page).not.toHaveURL((url) => url.pathname === '/admin/products/add');

        const { products } = await call<{
          products: Array<{
            title: string;
            certificate: unknown;
            variants: Array<{
              price: number;
              pricing: { mode: string };
              priceBreakup: { total: number } | null;
            }>;
          }>;
        }>(baseURL(), `/api/product/getproducts?q=${encodeURIComponent(title)}`, {
          token: (await admin()).token,
        });
        const saved = products.find((p) => p.title === title)!;
        expect(saved.certificate).toEqual({ lab: 'IGI', number: 'LG700100200', url: null });
        expect(saved.variants[0]).toMatchObject({ price: perGram, pricing: { mode: 'rate' } });
        expect(saved.variants[0]!.priceBreakup!.total).toBe(perGram);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
