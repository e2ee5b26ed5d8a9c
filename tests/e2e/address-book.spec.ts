/**
 * The address book and checkout's messages (issue 17 item 8, docs/decisions/109), at 1280 and 390 px: a shopper
 * adds addresses under My account → Addresses (a bad PIN is named at the PIN), makes one the default, edits and
 * removes one; checkout step 2 fills in the default (phone number included) and offers the others; a bad PIN at
 * checkout says so at the PIN field (aria-invalid, aria-describedby) with a summary at the top that takes focus
 * and links to it; the summary counts quantity 2 as 2 pieces; step 3 shows the address once; a new address is
 * kept with "Save this address". axe finds nothing serious on either screen.
 * With ADDRESS_SHOTS=<dir> the account's addresses and checkout step 2 are saved as screenshots.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { screenshotsTo } from './helpers/fixtures';
import {
  addToServerCart,
  call,
  createProduct,
  newShopper,
  signInBrowser,
  type TestProduct,
} from './helpers/shop';
import { expect, test, atEachWidth } from './helpers/test';

const shot = screenshotsTo(process.env.ADDRESS_SHOTS);

type Saved = { _id: string; city: string; phoneNumber: string; isDefault: boolean };

/** Fills the visible address form (account or checkout). */
async function fillAddress(
  page: Page,
  a: { line1: string; city: string; state: string; pin: string; phone: string },
): Promise<void> {
  await page.getByLabel('Address Line 1').fill(a.line1);
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State', { exact: true }).selectOption(a.state);
  await page.getByLabel('PIN Code').fill(a.pin);
  await page.getByLabel('Phone Number').fill(a.phone);
}

/** The field's own message, found through its aria-describedby. */
async function describedText(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
}

test.describe('the address book and checkout messages', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let pendant: TestProduct;
  test.beforeAll(async () => {
    pendant = await createProduct('Address Book Pendant', [{ stock: 40, price: 12_500 }]);
  });

  atEachWidth((_name, viewport) => {
    test('addresses kept in the account, the default filled in at checkout, messages naming the field', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await newShopper('Meera Iyer');
      await addToServerCart(shopper, pendant, pendant.variants[0]!, 2);
      const tag = viewport.width;
      await signInBrowser(page, shopper);
      await page.goto('/profile?tab=addresses');
      await expect(page.getByRole('heading', { name: 'Add your first address' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');

      // A bad PIN in the account's form: named at the PIN, the summary links to it.
      await fillAddress(page, {
        line1: '21, Besant Road',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pin: '60002',
        phone: '98400 12345',
      });
      await page.getByRole('button', { name: 'Save address' }).click();
      const summary = page.getByTestId('address-error-summary');
      await expect(summary).toBeVisible();
      await expect(page.getByLabel('PIN Code')).toHaveAttribute('aria-invalid', 'true');
      expect(await describedText(page, 'PIN Code')).toBe('Please enter a valid 6-digit PIN code.');
      await expect(summary.getByRole('link', { name: 'PIN Code' })).toHaveCount(1);
      await page.getByLabel('PIN Code').fill('600 028');
      await page.getByRole('button', { name: 'Save address' }).click();
      const cards = page.getByTestId('saved-address');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute('data-default', 'true');
      await expect(cards.first()).toContainText('Chennai, Tamil Nadu 600028');
      await expect(cards.first()).toContainText('9840012345');

      // A second one, made the default from its card.
      await page.getByRole('button', { name: 'Add an address' }).click();
      await fillAddress(page, {
        line1: '7, Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pin: '700016',
        phone: '+91 90070 55555',
      });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(cards).toHaveCount(2);
      const kolkata = cards.filter({ hasText: 'Kolkata' });
      await kolkata.getByRole('button', { name: 'Make default' }).click();
      await expect(kolkata).toHaveAttribute('data-default', 'true');
      await expect(cards.filter({ hasText: 'Chennai' })).toHaveAttribute('data-default', 'false');

      // Edit the phone of the default; remove a third one after asking.
      await kolkata.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Phone Number').fill('9007066666');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(cards.filter({ hasText: 'Kolkata' })).toContainText('9007066666');
      await call('/api/user/addresses', {
        method: 'POST',
        token: shopper.token,
        body: {
          fullName: 'Meera Iyer',
          addressLine1: '3, Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560025',
          phoneNumber: '9845098450',
        },
      });
      await page.reload();
      await expect(cards).toHaveCount(3);
      const bengaluru = cards.filter({ hasText: 'Bengaluru' });
      await bengaluru.getByRole('button', { name: 'Remove' }).click();
      await bengaluru.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(cards).toHaveCount(2);
      expect(await seriousViolations(page), 'account addresses').toEqual([]);
      await shot(page, `account-addresses-${tag}`);

      // Checkout step 2: the default is chosen and filled in, phone number included.
      await page.goto('/checkout');
      await expect(page.getByTestId('step-2')).toHaveAttribute('data-status', 'active');
      const saved = page.getByLabel('Saved addresses');
      await expect(saved).toBeVisible();
      const book = await call<{ addresses: Saved[] }>('/api/user/addresses', { token: shopper.token });
      const def = book.body.addresses.find((a) => a.isDefault)!;
      expect(def.city).toBe('Kolkata');
      await expect(saved).toHaveValue(def._id);
      await expect(page.getByLabel('City')).toHaveValue('Kolkata');
      await expect(page.getByLabel('Phone Number')).toHaveValue('9007066666');
      // A kept address needs no "Save this address".
      await expect(page.getByLabel('Save this address to my account')).toHaveCount(0);

      // Quantity 2 of one piece is 2 pieces.
      if (viewport.width < 1024) {
        await expect(page.getByText('Order summary (2 pieces)')).toBeVisible();
      } else {
        await expect(page.getByTestId('checkout-piece-count')).toHaveText('2 pieces');
      }
      await shot(page, `checkout-step2-${tag}`);

      // A new address with a bad PIN: the PIN says so, not 'fill in all required fields'.
      await saved.selectOption({ label: 'A new address' });
      await expect(page.getByLabel('City')).toHaveValue('');
      await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
      await fillAddress(page, {
        line1: '14, Ashram Road',
        city: 'Ahmedabad',
        state: 'Gujarat',
        pin: '38000',
        phone: '9825098250',
      });
      await expect(page.getByLabel('Save this address to my account')).toBeChecked();
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary).not.toContainText('fill in all required');
      await expect(page.getByLabel('PIN Code')).toHaveAttribute('aria-invalid', 'true');
      expect(await describedText(page, 'PIN Code')).toBe('Please enter a valid 6-digit PIN code.');
      await expect(page.getByText('Please fill in all required shipping address fields.')).toHaveCount(0);
      await summary.getByRole('link', { name: 'PIN Code' }).click();
      // Focus on the PIN field, which holds what was typed.
      await expect(page.getByLabel('PIN Code')).toBeFocused();
      await expect(page.getByLabel('PIN Code')).toHaveValue('38000');
      // An empty field is named too.
      await page.getByLabel('City').fill('');
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await expect.poll(() => describedText(page, 'City')).toBe('Enter the city or town.');
      expect(await seriousViolations(page), 'checkout step 2 with errors').toEqual([]);
      await shot(page, `checkout-step2-errors-${tag}`);

      await page.getByLabel('City').fill('Ahmedabad');
      await page.getByLabel('PIN Code').fill('380009');
      await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
      await expect(page.getByTestId('step-3')).toHaveAttribute('data-status', 'active');
      // The address once at step 3 (step 2's summary, with Change Address).
      await expect(page.getByTestId('shipping-address')).toHaveCount(1);
      await expect(page.getByText('14, Ashram Road')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Pay ₹25,000.00' })).toBeVisible();

      // "Save this address" kept it, phone number included; the default stays the default.
      await expect
        .poll(async () => {
          const after = await call<{ addresses: Saved[] }>('/api/user/addresses', { token: shopper.token });
          return after.body.addresses.map((a) => [a.city, a.phoneNumber, a.isDefault]);
        })
        .toEqual([
          ['Kolkata', '9007066666', true],
          ['Ahmedabad', '9825098250', false],
          ['Chennai', '9840012345', false],
        ]);
      expect(pageErrors).toEqual([]);
    });
  });
});
