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
import { seriousViolations } from './helpers/axe';
import { screenshotsTo, signInAdmin } from './helpers/fixtures';
import {
  admin as adminToken,
  call,
  createProduct,
  fillShipping,
  payOnSandbox,
  toast,
  type TestProduct,
  signedInWithBag,
} from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';
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

test.describe('discount codes', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let ring: TestProduct;
  test.beforeAll(async () => {
    ring = await createProduct('Discount Ring', [{ stock: 20, price: 50_000 }]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(() => {
      test.use({ viewport });

      test(`the admin creates a code, sees it in the list and deletes another (${label})`, async ({
        page,
        pageErrors,
      }) => {
        const code = codeFor('E2E');
        const doomed = await makeCode({ code: codeFor('GONE'), type: 'fixed', value: 100 });
        await signInAdmin(page);
        await page.goto('/admin/discounts');
        await expect(page.getByRole('heading', { name: 'Discount codes' })).toBeVisible();
        if (viewport === MOBILE)
          await page.getByRole('button', { name: 'Open the admin menu', exact: true }).click();
        await expect(page.getByRole('link', { name: 'Discounts' }).first()).toBeVisible();
        if (viewport === MOBILE) await page.keyboard.press('Escape');

        await page.getByRole('link', { name: 'New code' }).click();
        await expect(page.getByRole('heading', { name: 'New discount code' })).toBeVisible();
        // The server's refusal (a code taken, in another case) lands under its field.
        await page.getByLabel('Code').fill(doomed.code.toLowerCase());
        await page.getByLabel('Percentage off (%)').fill('10');
        // Leaving with unsaved changes asks first (decision 098): Cancel stays, the typing kept.
        await page.getByRole('link', { name: 'Discount codes' }).click();
        const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
        await expect(leave).toBeVisible();
        await leave.getByRole('button', { name: 'Cancel' }).click();
        await expect(leave).toBeHidden();
        await expect(page).toHaveURL(atPath('/admin/discounts/new'));
        await expect(page.getByLabel('Code')).toHaveValue(doomed.code.toLowerCase());
        await page.getByRole('button', { name: 'Create code' }).click();
        await expect(
          page.getByText(`The code "${doomed.code.toLowerCase()}" is already used by another discount.`),
        ).toBeVisible();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Please correct this field' })
          .getByRole('button', { name: 'Code' })
          .click();
        await expect(page.getByLabel('Code')).toBeFocused();

        await page.getByLabel('Code').fill(code.toLowerCase());
        await page.getByLabel('Percentage off (%)').fill('150');
        await page.getByRole('button', { name: 'Create code' }).click();
        // Once, under its field, and named in the summary at the top.
        const message = 'A percentage must be from 1 to 100, with at most two decimals.';
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByText(message)).toHaveCount(1);
        await expect(page.getByRole('alert').filter({ hasText: 'Please correct this field' })).toBeVisible();
        await shot(page, `admin-form-error-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        await page.getByLabel('Percentage off (%)').fill('10');
        await page.getByLabel('Minimum order (₹)').fill('20,000');
        await page.getByLabel('Limit per customer').fill('1');
        await page.getByLabel('Only pieces in these categories').check();
        await expect(page.getByRole('checkbox').first()).toBeVisible();
        await page.getByLabel('Every piece').check();
        await page.getByRole('button', { name: 'Create code' }).click();
        await expect(toast(page, 'Discount created.')).toBeVisible();
        await expect(page).toHaveURL(atPath('/admin/discounts'));

        await page.getByRole('searchbox', { name: 'Search discount codes' }).fill(code);
        await page.keyboard.press('Enter');
        const row = page.getByRole('row', { name: new RegExp(code, 'i') });
        await expect(row).toBeVisible();
        await expect(row).toContainText('Active');
        await expect(row).toContainText('10% off');
        await expect(row).toContainText('min. ₹20,000');
        await expect(row).toContainText('0 used · 1 per customer');
        await shot(page, `admin-list-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        // Edit: only one category, and switched off.
        await page.getByRole('link', { name: `Edit ${code.toLowerCase()}` }).click();
        await expect(page.getByRole('heading', { name: `Edit ${code.toLowerCase()}` })).toBeVisible();
        await expect(page.getByLabel('Minimum order (₹)')).toHaveValue('20000');
        await page.getByLabel('Only pieces in these categories').check();
        const category = page.getByRole('group', { name: 'Applies to' }).getByRole('checkbox').first();
        await category.check();
        const categoryName = (await page
          .locator(`label[for="${await category.getAttribute('id')}"]`)
          .textContent())!;
        await page.getByLabel('Active').uncheck();
        await shot(page, `admin-edit-${label.replace(' ', '')}`);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(toast(page, 'Discount updated.')).toBeVisible();
        const edited = page.getByRole('row', { name: new RegExp(code, 'i') });
        await expect(edited).toContainText('Inactive');
        await expect(edited).toContainText(`${categoryName} · min. ₹20,000`);

        // Delete another code, after confirming.
        await page.getByRole('searchbox', { name: 'Search discount codes' }).fill(doomed.code);
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: `Delete ${doomed.code}` }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete this discount code?' });
        await expect(dialog).toBeVisible();
        await shot(page, `admin-delete-${label.replace(' ', '')}`);
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Discount deleted.')).toBeVisible();
        await expect(page.getByText('No codes match this search.')).toBeVisible();
        expect(pageErrors).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(() => {
      test.use({ viewport });

      test(`a shopper applies a code at step 3, pays the discounted total, and sees it on the order (${label})`, async ({
        page,
        pageErrors,
      }) => {
        const { code } = await makeCode({ code: codeFor('SAVE'), type: 'percent', value: 10 });
        await signedInWithBag(page, 'Kavya Rao', ring, 1);
        await page.goto('/checkout');
        await expect(page.getByTestId('step-2')).toHaveAttribute('data-status', 'active');
        await fillShipping(page);
        await expect(page.getByTestId('step-3')).toHaveAttribute('data-status', 'active');

        const field = page.getByRole('textbox', { name: 'Discount code' });
        await field.fill('NOT-A-CODE');
        await page.getByRole('button', { name: 'Apply' }).click();
        await expect(page.getByText('This code is not valid.')).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');

        await field.fill(code.toLowerCase());
        await field.press('Enter');
        await expect(page.getByText(`Code ${code} applied: ₹5,000.00 off`)).toBeVisible();
        await expect(page.getByTestId('checkout-discount')).toHaveText('−₹5,000.00');
        await expect(page.getByTestId('checkout-total')).toHaveText('₹45,000.00');
        await shot(page, `checkout-applied-${label.replace(' ', '')}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        // Remove, and apply again.
        await page.getByRole('button', { name: `Remove code ${code}` }).click();
        await expect(page.getByTestId('checkout-total')).toHaveText('₹50,000.00');
        await field.fill(code);
        await page.getByRole('button', { name: 'Apply' }).click();
        await expect(page.getByText(`Code ${code} applied: ₹5,000.00 off`)).toBeVisible();

        await page.getByRole('button', { name: 'Pay ₹45,000.00' }).click();
        await expect(page).toHaveURL((url) => /^\/payment-sandbox\/sbx_/.test(url.pathname));
        await expect(page.getByTestId('sandbox-amount')).toHaveText('₹45,000.00');
        await payOnSandbox(page, '4242 4242 4242 4242', 'Kavya Rao');
        await expect(page).toHaveURL(atPath('/payment-success'));

        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await expect(card.getByTestId('order-discount')).toBeVisible();
        await expect(card.getByTestId('order-discount')).toHaveText(`${code} · −₹5,000.00`);
        await expect(card.getByTestId('order-total')).toHaveText('₹45,000.00');
        await shot(page, `shopper-order-${label.replace(' ', '')}`);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          card.getByRole('button', { name: /Download invoice/ }).click(),
        ]);
        const text = (await pdfText(await readFile(await download.path()))).replace(/[ \t]+/g, ' ');
        expect(text).toContain(`Less discount code ${code}`);
        expect(text).toMatch(/Total \(incl\. GST\) ₹45,000\.00/);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
