/**
 * The dashboard's sales and the CSV exports (docs/decisions/101-dashboard-and-exports.md) at 1280 and 390 px: the
 * figures are the API's, switching the period redraws them, the chart's axis uses one unit, and the export
 * buttons download CSV files.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatINR } from '#domain/money';
import type { DashboardSales } from '#domain/schemas/admin-dashboard';
import { ORDER_EXPORT_HEADER } from '#domain/schemas/admin-export';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { baseURL } from './helpers/browser';
import { call, createCategory, createProduct, placeOrder, registerShopper } from './helpers/admin-fixtures';
import { admin } from './helpers/admin-page';
import { expect, test, atEachWidth } from './helpers/test';

const sales = async (days: number) =>
  (
    await call<{ data: DashboardSales }>(baseURL(), `/api/admin/dashboard/sales?days=${days}`, {
      token: (await admin()).token,
    })
  ).data;

/** The tiles say what the API says (polled: other files may place orders meanwhile). */
async function expectFiguresOf(page: Page, days: number) {
  await expect(page.locator(`[data-testid="sales-overview"][data-days="${days}"]`)).toBeVisible();
  await expect
    .poll(async () => {
      const api = await sales(days);
      const shown = {
        revenue: await page.getByTestId('sales-revenue-value').textContent(),
        orders: await page.getByTestId('sales-orders-value').textContent(),
        aov: await page.getByTestId('sales-aov-value').textContent(),
        refunds: await page.getByTestId('sales-refunds-value').textContent(),
      };
      const want = {
        revenue: formatINR(api.current.revenue),
        orders: api.current.orders.toLocaleString('en-IN'),
        aov: formatINR(api.current.averageOrderValue),
        refunds: formatINR(api.current.refunds),
      };
      return JSON.stringify(shown) === JSON.stringify(want) ? 'same' : JSON.stringify({ shown, want });
    })
    .toBe('same');
}

async function axisSuffixes(page: Page) {
  const ticks = await page.getByTestId('axis-tick').allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  return new Set(ticks.filter((t) => t !== '₹0').map((t) => t.replace(/[^A-Za-z]/g, '')));
}

test.describe('admin dashboard: sales and exports', () => {
  test.beforeAll(async () => {
    // A sale today, so the figures and the chart have something to show — by a shopper with a long name, whose
    // order waiting to ship must not widen the page at 390 px (one grid column that grew to its content did).
    const token = (await admin()).token;
    const category = await createCategory(baseURL(), token);
    const product = await createProduct(baseURL(), token, { categoryId: category._id, price: 84_500 });
    await placeOrder(
      baseURL(),
      await registerShopper(baseURL(), 'Kavya Raghunathan-Venkataramanan'),
      product,
    );
  });

  atEachWidth((_name, viewport) => {
    test('figures match the API, periods switch, the axis has one unit', async ({
      adminPage: page,
      pageErrors,
    }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Sales', level: 2 })).toBeVisible();
      await expectFiguresOf(page, 30);
      await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      const bars = page.getByTestId('revenue-chart').locator('svg rect');
      await expect(bars.first()).toBeAttached();
      expect((await axisSuffixes(page)).size).toBeLessThanOrEqual(1);
      await expect(page.getByRole('list', { name: 'Top products by revenue' })).toBeVisible();
      await expect(page.getByTestId('top-product-figure').first()).toBeAttached();

      await page.getByRole('button', { name: '7 days' }).click();
      await expectFiguresOf(page, 7);
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(bars).toHaveCount(7);
      await page.getByRole('button', { name: '90 days' }).click();
      await expectFiguresOf(page, 90);
      await expect(bars).toHaveCount(90);

      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/dashboard-${viewport.width}.png`, fullPage: true });
      expect(pageErrors).toEqual([]);
    });

    test('downloads the orders and the products as CSV', async ({ adminPage: page, pageErrors }) => {
      await page.goto('/admin');
      const form = page.getByRole('form', { name: 'Export orders' });
      await expect(form).toBeVisible();
      // A reversed range is said under the field, and nothing is downloaded.
      await form.getByLabel('From').fill('2026-11-20');
      await form.getByLabel('To').fill('2026-11-01');
      await form.getByRole('button', { name: 'Download orders CSV' }).click();
      await expect(form.getByText('from must be on or before to.')).toBeVisible();
      await form.getByLabel('From').fill('');
      await form.getByLabel('To').fill('');
      await form.getByLabel('Status').selectOption('Placed');

      const [orders] = await Promise.all([
        page.waitForEvent('download'),
        form.getByRole('button', { name: 'Download orders CSV' }).click(),
      ]);
      expect(orders.suggestedFilename()).toBe('aurelia-orders-placed.csv');
      const ordersText = await readFile(await orders.path(), 'utf8');
      const [header, ...rows] = ordersText.split('\r\n').filter(Boolean);
      expect(header).toBe(`\uFEFF${ORDER_EXPORT_HEADER.join(',')}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(ordersText).toContain('Kavya Raghunathan-Venkataramanan');

      await page.goto('/admin/products');
      const [products] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(products.suggestedFilename()).toBe('aurelia-products.csv');
      const productsText = await readFile(await products.path(), 'utf8');
      expect(productsText.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER.join(',')}`);

      await page.goto('/admin/orders');
      await page.getByText('Export CSV').click();
      await expect(page.getByRole('form', { name: 'Export orders' })).toBeVisible();
      await page.screenshot({ path: `/tmp/orders-export-${viewport.width}.png` });
      expect(pageErrors).toEqual([]);
    });
  });
});
