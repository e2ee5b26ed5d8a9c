/**
 * Discount codes in the browser (docs/decisions/099), at 1280 and 390 px: the admin creates a code on
 * /admin/discounts (a refused save names the field once, under it, with a summary at the top), sees it Active in
 * the list and deletes another after confirming; a shopper applies a code at checkout step 3 (a wrong one shows
 * the server's reason; Remove takes it off), pays the discounted total on the test provider's page, and sees the
 * discount on the order; the invoice downloaded from it prints the code. axe finds nothing serious.
 * With DISCOUNT_SHOTS=<dir> each screen is also saved as a screenshot.
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { axePage, screenshotsTo, signInAdmin } from './helpers/fixtures';
import {
  addToServerCart,
  admin as adminToken,
  call,
  createProduct,
  eventually,
  fillShipping,
  newShopper,
  payOnSandbox,
  signInBrowser,
  toast,
  type TestProduct,
} from './helpers/shop';
import { pdfText } from '../helpers/pdf-text';

const shot = screenshotsTo(process.env.DISCOUNT_SHOTS);

const codeFor = (tag: string) => `${tag}-${randomUUID().slice(0, 6).toUpperCase()}`;

async function makeCode(body: Record<string, unknown>): Promise<{ _id: string; code: string }> {
  const res = await call<{ discount: { _id: string; code: string } }>('/api/admin/discounts', {
    method: 'POST',
    token: await adminToken(),
    body,
  });
  if (res.status !== 201) throw new Error(`code not created: ${JSON.stringify(res.body)}`);
  return res.body.discount;
}

const VIEWPORTS = [
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
] as const;

describe('discount codes', () => {
  let browser: Browser;
  let ring: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    ring = await createProduct('Discount Ring', [{ stock: 20, price: 50_000 }]);
  });
  afterAll(async () => browser?.close());

  it.each(VIEWPORTS)(
    'the admin creates a code, sees it in the list and deletes another (%s)',
    async (label, viewport) => {
      const { page, context } = await axePage(browser, viewport);
      const code = codeFor('E2E');
      const doomed = await makeCode({ code: codeFor('GONE'), type: 'fixed', value: 100 });
      try {
        await signInAdmin(page);
        await page.goto('/admin/discounts');
        await page.getByRole('heading', { name: 'Discount codes' }).waitFor();
        if (viewport === MOBILE)
          await page.getByRole('button', { name: 'Open the admin menu', exact: true }).click();
        await page.getByRole('link', { name: 'Discounts' }).first().waitFor();
        if (viewport === MOBILE) await page.keyboard.press('Escape');

        await page.getByRole('link', { name: 'New code' }).click();
        await page.getByRole('heading', { name: 'New discount code' }).waitFor();
        // The server's refusal (a code taken, in another case) lands under its field.
        await page.getByLabel('Code').fill(doomed.code.toLowerCase());
        await page.getByLabel('Percentage off (%)').fill('10');
        // Leaving with unsaved changes asks first (decision 098): Cancel stays, the typing kept.
        await page.getByRole('link', { name: 'Discount codes' }).click();
        const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
        await leave.waitFor();
        await leave.getByRole('button', { name: 'Cancel' }).click();
        await leave.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/admin/discounts/new');
        expect(await page.getByLabel('Code').inputValue()).toBe(doomed.code.toLowerCase());
        await page.getByRole('button', { name: 'Create code' }).click();
        await page
          .getByText(`The code "${doomed.code.toLowerCase()}" is already used by another discount.`)
          .waitFor();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Please correct this field' })
          .getByRole('button', { name: 'Code' })
          .click();
        await eventually(() => page.getByLabel('Code').evaluate((el) => el === document.activeElement)).toBe(
          true,
        );

        await page.getByLabel('Code').fill(code.toLowerCase());
        await page.getByLabel('Percentage off (%)').fill('150');
        await page.getByRole('button', { name: 'Create code' }).click();
        // Once, under its field, and named in the summary at the top.
        const message = 'A percentage must be from 1 to 100, with at most two decimals.';
        await page.getByText(message).waitFor();
        expect(await page.getByText(message).count()).toBe(1);
        await page.getByRole('alert').filter({ hasText: 'Please correct this field' }).waitFor();
        await shot(page, `admin-form-error-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        await page.getByLabel('Percentage off (%)').fill('10');
        await page.getByLabel('Minimum order (₹)').fill('20,000');
        await page.getByLabel('Limit per customer').fill('1');
        await page.getByLabel('Only pieces in these categories').check();
        await page.getByRole('checkbox').first().waitFor();
        await page.getByLabel('Every piece').check();
        await page.getByRole('button', { name: 'Create code' }).click();
        await toast(page, 'Discount created.').waitFor();
        await eventually(() => new URL(page.url()).pathname).toBe('/admin/discounts');

        await page.getByRole('searchbox', { name: 'Search discount codes' }).fill(code);
        await page.keyboard.press('Enter');
        const row = page.getByRole('row', { name: new RegExp(code, 'i') });
        await row.waitFor();
        const rowText = await row.textContent();
        expect(rowText).toContain('Active');
        expect(rowText).toContain('10% off');
        expect(rowText).toContain('min. ₹20,000');
        expect(rowText).toContain('0 used · 1 per customer');
        await shot(page, `admin-list-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        // Edit: only one category, and switched off.
        await page.getByRole('link', { name: `Edit ${code.toLowerCase()}` }).click();
        await page.getByRole('heading', { name: `Edit ${code.toLowerCase()}` }).waitFor();
        expect(await page.getByLabel('Minimum order (₹)').inputValue()).toBe('20000');
        await page.getByLabel('Only pieces in these categories').check();
        const category = page.getByRole('group', { name: 'Applies to' }).getByRole('checkbox').first();
        await category.check();
        const categoryName = (await page
          .locator(`label[for="${await category.getAttribute('id')}"]`)
          .textContent())!;
        await page.getByLabel('Active').uncheck();
        await shot(page, `admin-edit-${label.replace(' ', '')}`);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await toast(page, 'Discount updated.').waitFor();
        const edited = page.getByRole('row', { name: new RegExp(code, 'i') });
        await eventually(() => edited.textContent()).toContain('Inactive');
        expect(await edited.textContent()).toContain(`${categoryName} · min. ₹20,000`);

        // Delete another code, after confirming.
        await page.getByRole('searchbox', { name: 'Search discount codes' }).fill(doomed.code);
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: `Delete ${doomed.code}` }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete this discount code?' });
        await dialog.waitFor();
        await shot(page, `admin-delete-${label.replace(' ', '')}`);
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await toast(page, 'Discount deleted.').waitFor();
        await page.getByText('No codes match this search.').waitFor();
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `discounts-admin-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'a shopper applies a code at step 3, pays the discounted total, and sees it on the order (%s)',
    async (label, viewport) => {
      const { page, context } = await axePage(browser, viewport);
      const { code } = await makeCode({ code: codeFor('SAVE'), type: 'percent', value: 10 });
      const shopper = await newShopper('Kavya Rao');
      await addToServerCart(shopper, ring, ring.variants[0]!, 1);
      try {
        await signInBrowser(page, shopper);
        await page.goto('/checkout');
        await eventually(() => page.getByTestId('step-2').getAttribute('data-status')).toBe('active');
        await fillShipping(page);
        await eventually(() => page.getByTestId('step-3').getAttribute('data-status')).toBe('active');

        const field = page.getByRole('textbox', { name: 'Discount code' });
        await field.fill('NOT-A-CODE');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('This code is not valid.').waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');

        await field.fill(code.toLowerCase());
        await field.press('Enter');
        await page.getByText(`Code ${code} applied: ₹5,000.00 off`).waitFor();
        expect(await page.getByTestId('checkout-discount').textContent()).toBe('−₹5,000.00');
        expect(await page.getByTestId('checkout-total').textContent()).toBe('₹45,000.00');
        await shot(page, `checkout-applied-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        // Remove, and apply again.
        await page.getByRole('button', { name: `Remove code ${code}` }).click();
        await eventually(() => page.getByTestId('checkout-total').textContent()).toBe('₹50,000.00');
        await field.fill(code);
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText(`Code ${code} applied: ₹5,000.00 off`).waitFor();

        await page.getByRole('button', { name: 'Pay ₹45,000.00' }).click();
        await eventually(() => new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\/sbx_/);
        await eventually(() => page.getByTestId('sandbox-amount').textContent()).toBe('₹45,000.00');
        await payOnSandbox(page, '4242 4242 4242 4242', 'Kavya Rao');
        await eventually(() => new URL(page.url()).pathname).toBe('/payment-success');

        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await card.getByTestId('order-discount').waitFor();
        expect(await card.getByTestId('order-discount').textContent()).toBe(`${code} · −₹5,000.00`);
        expect(await card.getByTestId('order-total').textContent()).toBe('₹45,000.00');
        await shot(page, `shopper-order-${label.replace(' ', '')}`);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          card.getByRole('button', { name: /Download invoice/ }).click(),
        ]);
        const text = (await pdfText(await readFile((await download.path())!))).replace(/[ \t]+/g, ' ');
        expect(text).toContain(`Less discount code ${code}`);
        expect(text).toMatch(/Total \(incl\. GST\) ₹45,000\.00/);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `discounts-checkout-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );
});
