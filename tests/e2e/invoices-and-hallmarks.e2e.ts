/**
 * GST tax invoices and hallmarks in the browser (docs/decisions/093, 095), at 1280 and 390 px: the admin records
 * a piece's HUID in the order dialog (a wrong one is refused under its field) and downloads the invoice; the
 * shopper sees the HUID in the order history and downloads the invoice, which prints it. axe finds nothing
 * serious on either screen. With INVOICE_SHOTS=<dir> each step is also saved as a screenshot.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { axePage, buyBag, screenshotsTo, signInAdmin } from './helpers/fixtures';
import {
  addToServerCart,
  createProduct,
  eventually,
  newShopper,
  signInBrowser,
  toast,
  type Shopper,
  type TestProduct,
} from './helpers/shop';
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

describe('tax invoices and hallmarks', () => {
  let browser: Browser;
  let necklace: TestProduct;
  let shopper: Shopper;
  let order: Order;
  let lastHuid = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    necklace = await createProduct('Invoice Necklace', [{ stock: 5, price: 125_000, purity: '22KT' }]);
    shopper = await newShopper('Kavya Rao');
    await addToServerCart(shopper, necklace, necklace.variants[0]!, 1);
    order = await buyBag<Order>(shopper);
    expect(order.invoiceNumber).toMatch(/^AUR\/\d\d-\d\d\/\d{6}$/);
  });
  afterAll(async () => browser?.close());

  it.each(VIEWPORTS)(
    'the admin records a HUID and downloads the invoice (%s)',
    async (label, viewport, huid) => {
      const { page, context } = await axePage(browser, viewport);
      try {
        await signInAdmin(page);
        await page.goto(`/admin/orders?q=${order.orderNumber}`);
        await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
        const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
        await dialog.getByText(order.invoiceNumber, { exact: true }).waitFor();

        const field = dialog.getByRole('group', { name: new RegExp(necklace.title) }).getByLabel('HUID');
        // A wrong one is said under the field, and nothing is sent.
        await field.fill('AB12');
        await dialog.getByRole('button', { name: 'Save hallmarks' }).click();
        await dialog.getByText('A HUID is 6 letters or digits, e.g. AB12C3.').waitFor();
        await eventually(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

        await field.fill(huid.toLowerCase());
        await expect.poll(() => field.inputValue()).toBe(huid);
        await dialog.getByRole('button', { name: 'Save hallmarks' }).click();
        await toast(page, `Hallmarks saved for order #${order.orderNumber}.`).waitFor();
        await dialog.getByText(`HUID ${huid}`).waitFor();
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
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `invoice-admin-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'the shopper sees the HUID and downloads the invoice from the order history (%s)',
    async (label, viewport) => {
      const { page, context } = await axePage(browser, viewport);
      try {
        await signInBrowser(page, shopper);
        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await card.getByTestId('order-invoice').waitFor();
        expect(await card.getByTestId('order-invoice').textContent()).toBe(order.invoiceNumber);
        expect(await card.getByTestId('line-huids').textContent()).toBe(`HUID ${lastHuid}`);
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
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `invoice-shopper-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );
});
