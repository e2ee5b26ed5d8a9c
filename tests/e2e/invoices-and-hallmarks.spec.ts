/**
 * GST tax invoices and hallmarks in the browser (docs/decisions/093, 095), at 1280 and 390 px: the admin records
 * a piece's HUID in the order dialog (a wrong one is refused under its field) and downloads the invoice; the
 * shopper sees the HUID in the order history and downloads the invoice, which prints it. axe finds nothing
 * serious on either screen. With INVOICE_SHOTS=<dir> each step is also saved as a screenshot.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { buyBag, screenshotsTo, signInAdmin } from './helpers/fixtures';
import {
  addToServerCart,
  createProduct,
  newShopper,
  signInBrowser,
  toast,
  type Shopper,
  type TestProduct,
} from './helpers/shop';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';
import { pdfText } from '../helpers/pdf-text';

const shot = screenshotsTo(process.env.INVOICE_SHOTS);

async function pdfOf(download: Download): Promise<string> {
  return pdfText(await readFile((await download.path())!));
}

interface Order {
  _id: string;
  orderNumber: number;
  invoiceNumber: string;
}

const VIEWPORTS = [
  ['1280 px', DESKTOP, 'AB12C3'],
  ['390 px', MOBILE, 'XY34Z5'],
] as const;

test.describe('tax invoices and hallmarks', () => {
  // The shopper's screen reads the HUID the admin saved last: one order, the tests in turn.
  test.describe.configure({ mode: 'serial' });
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let necklace: TestProduct;
  let shopper: Shopper;
  let order: Order;
  let lastHuid = '';
  test.beforeAll(async () => {
    necklace = await createProduct('Invoice Necklace', [{ stock: 5, price: 125_000, purity: '22KT' }]);
    shopper = await newShopper('Kavya Rao');
    await addToServerCart(shopper, necklace, necklace.variants[0]!, 1);
    order = await buyBag<Order>(shopper);
    expect(order.invoiceNumber).toMatch(/^AUR\/\d\d-\d\d\/\d{6}$/);
  });

  for (const [label, viewport, huid] of VIEWPORTS) {
    test.describe(label, () => {
      test.use({ viewport });

      test('the admin records a HUID and downloads the invoice', async ({ page, pageErrors }) => {
        await signInAdmin(page);
        await page.goto(`/admin/orders?q=${order.orderNumber}`);
        await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
        const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
        await expect(dialog.getByText(order.invoiceNumber, { exact: true })).toBeVisible();

        const field = dialog.getByRole('group', { name: new RegExp(necklace.title) }).getByLabel('HUID');
        // A wrong one is said under the field, and nothing is sent.
        await field.fill('AB12');
        await dialog.getByRole('button', { name: 'Save hallmarks' }).click();
        await expect(dialog.getByText('A HUID is 6 letters or digits, e.g. AB12C3.')).toBeVisible();
        await expect(field).toBeFocused();

        await field.fill(huid.toLowerCase());
        await expect(field).toHaveValue(huid);
        await dialog.getByRole('button', { name: 'Save hallmarks' }).click();
        await expect(toast(page, `Hallmarks saved for order #${order.orderNumber}.`)).toBeVisible();
        await expect(dialog.getByText(`HUID ${huid}`)).toBeVisible();
        lastHuid = huid;
        await shot(page, `admin-order-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: /Download invoice/ }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`Invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`);
        const text = await pdfOf(download);
        expect(text).toContain(order.invoiceNumber);
        expect(text).toContain(`HUID: ${huid}`);
        expect(pageErrors).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(label, () => {
      test.use({ viewport });

      test('the shopper sees the HUID and downloads the invoice from the order history', async ({
        page,
        pageErrors,
      }) => {
        await signInBrowser(page, shopper);
        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await expect(card.getByTestId('order-invoice')).toHaveText(order.invoiceNumber);
        await expect(card.getByTestId('line-huids')).toHaveText(`HUID ${lastHuid}`);
        await shot(page, `shopper-orders-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, '[aria-label="Your orders"]')).toEqual([]);

        const button = card.getByRole('button', { name: `Download invoice ${order.invoiceNumber} (PDF)` });
        // Reached by keyboard like any button.
        await button.focus();
        const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
        expect(download.suggestedFilename()).toBe(`Invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`);
        const text = (await pdfOf(download)).replace(/[ \t]+/g, ' ');
        expect(text).toContain('Tax Invoice');
        expect(text).toContain(`Invoice number ${order.invoiceNumber}`);
        expect(text).toContain('Place of supply Maharashtra (27)');
        expect(text).toContain('Kavya Rao');
        expect(text).toContain(`HUID: ${lastHuid}`);
        expect(text).toMatch(/CGST @ 1\.5% ₹1,820\.39/);
        expect(text).toContain('Rupees One Lakh Twenty-Five Thousand Only');
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
