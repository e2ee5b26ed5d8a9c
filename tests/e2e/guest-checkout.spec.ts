/**
 * Guest checkout and the thank-you page that stays (issue 17 items 2 and 4; docs/decisions/108), at 1280 and
 * 390 px: a guest adds a piece on its product page → checkout step 1 'Continue as guest' with an e-mail → step 2,
 * the address → step 3 says when it will be dispatched → Pay → the test payment page (the guest's key in its
 * address) → the thank-you page with the piece, the address, the payment, the total and the made-to-order
 * dispatch note, still there after more than 6 seconds and after a reload; it offers an account with that
 * e-mail; the confirmation mail links Track Order with the number and e-mail, which looks the order up at once.
 * With AURELIA_SCREENSHOTS set to a directory, the thank-you page is photographed there (docs/screenshots).
 */
import path from 'node:path';
import { createProduct, fillShipping, payOnSandbox, uniqueEmail, type TestProduct } from './helpers/shop';
import { waitForMail } from './helpers/outbox';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';
import { MADE_TO_ORDER_DISPATCH } from '#domain/dispatch';

const VIEWPORTS = [
  ['1280', DESKTOP, 'thank-you.png'],
  ['390', MOBILE, 'thank-you-390.png'],
] as const;

test.describe('guest checkout and the thank-you page', () => {
  test.use({ reducedMotion: 'reduce' });
  let pendant: TestProduct;
  test.beforeAll(async () => {
    pendant = await createProduct('Guest Pendant', [
      { material: 'Yellow Gold', purity: '22KT', price: 48_250, stock: 40 },
    ]);
  });

  for (const [label, viewport, shot] of VIEWPORTS) {
    test.describe(`${label} px`, () => {
      test.use({ viewport });

      test('a guest checks out with an e-mail, pays, and the thank-you page stays', async ({
        page,
        pageErrors,
      }) => {
        const email = uniqueEmail(`guest${label}`);
        // The page's own clock (it runs as the real one until told): the wait on the thank-you page passes at once.
        await page.clock.install();

        // A guest adds the piece on its product page.
        await page.goto(`/products/${pendant.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pendant.title);
        // The piece's own button comes first (cards below it have theirs).
        await page
          .getByRole('button', { name: /^Add to (Cart|Bag)$/ })
          .first()
          .click();
        await expect(page.getByTestId('cart-count').first()).toHaveText('1');

        // Step 1: continue as guest (an e-mail the light check refuses first).
        await page.goto('/checkout');
        const guest = page.getByTestId('guest-checkout-form');
        await expect(guest).toBeVisible();
        await guest.getByLabel('E-mail for your order').fill('not-an-address');
        await guest.getByRole('button', { name: 'Continue as guest' }).click();
        await expect(
          guest.getByText('Please enter a valid e-mail address, like name@example.com.'),
        ).toBeVisible();
        await guest.getByLabel('E-mail for your order').fill(email);
        await guest.getByRole('button', { name: 'Continue as guest' }).click();
        await expect(page.getByTestId('step-2')).toHaveAttribute('data-status', 'active');
        await expect(page.getByText(`Checking out as a guest: ${email}`)).toBeVisible();

        // Step 2 → 3: the address; the summary says when it will be dispatched.
        await page.getByLabel('Full Name').fill('Kavya Iyer');
        await fillShipping(page);
        await expect(page.getByTestId('step-3')).toHaveAttribute('data-status', 'active');
        await expect(page.getByTestId('checkout-dispatch')).toHaveText(MADE_TO_ORDER_DISPATCH);
        await expect(page.getByTestId('checkout-total')).toHaveText('₹48,250.00');

        await page.getByRole('button', { name: 'Pay ₹48,250.00' }).click();
        await expect(page).toHaveURL((url) => /^\/payment-sandbox\/sbx_/.test(url.pathname));
        expect(new URL(page.url()).searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{32}$/);
        await expect(page.getByTestId('sandbox-amount')).toHaveText('₹48,250.00');
        await payOnSandbox(page, '4242 4242 4242 4242', 'Kavya Iyer');

        // The thank-you page: the piece, the address, the payment, the total, the dispatch note.
        await expect(page).toHaveURL(atPath('/payment-success'));
        const thanks = page.getByTestId('thank-you');
        await expect(thanks).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Kavya!');
        const items = page.getByTestId('thanks-items');
        await expect(items).toContainText(pendant.title);
        await expect(items).toContainText('Yellow Gold · 22KT');
        await expect(items).toContainText('Qty 1');
        await expect(page.getByTestId('thanks-address')).toContainText('12, Marine Drive');
        await expect(page.getByTestId('thanks-total')).toHaveText('₹48,250.00');
        await expect(page.getByTestId('dispatch-note')).toContainText(MADE_TO_ORDER_DISPATCH);
        await expect(thanks.getByText('Paid by Card')).toBeVisible();
        const number = (await page.getByTestId('thanks-order-number').textContent())!.replace('#', '');
        const offer = page.getByTestId('create-account-offer');
        await expect(offer).toContainText(email);
        await expect(offer.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
          'href',
          `/signup?email=${encodeURIComponent(email)}`,
        );
        await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
        // The bag is empty now.
        await expect(page.getByTestId('cart-count')).toHaveCount(0);

        // It stays: no redirect after more than 6 seconds, and a reload shows the same order.
        const url = page.url();
        await page.clock.runFor(6_500);
        expect(page.url()).toBe(url);
        await expect(thanks).toBeVisible();
        await page.reload();
        await expect(page.getByTestId('thanks-order-number')).toHaveText(`#${number}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.AURELIA_SCREENSHOTS, shot), fullPage: true });

        // The confirmation mail links Track Order with the number and the e-mail.
        const mail = await waitForMail(email, /is confirmed/);
        const track = `/track-order?number=${number}&email=${encodeURIComponent(email)}`;
        expect(mail).toContain(track);

        // Track order (the page's button) looks the order up at once.
        await page.getByRole('link', { name: 'Track order' }).click();
        await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === track);
        const tracked = page.getByTestId('tracked-order');
        await expect(tracked).toBeVisible();
        await expect(tracked).toContainText(pendant.title);

        // The account offer: sign-up with the e-mail filled in.
        await page.goto(`/signup?email=${encodeURIComponent(email)}`);
        await expect(page.getByLabel('Email')).toHaveValue(email);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
