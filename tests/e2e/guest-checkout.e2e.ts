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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import {
  createProduct,
  eventually,
  fillShipping,
  payOnSandbox,
  uniqueEmail,
  type TestProduct,
} from './helpers/shop';
import { waitForMail } from './helpers/outbox';
import { MADE_TO_ORDER_DISPATCH } from '#domain/dispatch';

describe('guest checkout and the thank-you page', () => {
  let browser: Browser;
  let pendant: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    pendant = await createProduct('Guest Pendant', [
      { material: 'Yellow Gold', purity: '22KT', price: 48_250, stock: 40 },
    ]);
  });
  afterAll(async () => browser?.close());

  const viewports = [
    ['1280', DESKTOP, 'thank-you.png'],
    ['390', MOBILE, 'thank-you-390.png'],
  ] as const;

  for (const [label, viewport, shot] of viewports) {
    it(`${label} px: a guest checks out with an e-mail, pays, and the thank-you page stays`, async () => {
      const email = uniqueEmail(`guest${label}`);
      const { page, context } = await newPage(browser, { viewport, reducedMotion: true });
      // The page's own clock (it runs as the real one until told): the wait on the thank-you page passes at once.
      await page.clock.install();
      try {
        // A guest adds the piece on its product page.
        await page.goto(`/products/${pendant.slug}`);
        await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pendant.title);
        await page.waitForSelector('html[data-app="ready"]');
        // The piece's own button comes first (cards below it have theirs).
        await page
          .getByRole('button', { name: /^Add to (Cart|Bag)$/ })
          .first()
          .click();
        await eventually(() => page.getByTestId('cart-count').first().textContent()).toBe('1');

        // Step 1: continue as guest (an e-mail the light check refuses first).
        await page.goto('/checkout');
        const guest = page.getByTestId('guest-checkout-form');
        await eventually(() => guest.isVisible()).toBe(true);
        await guest.getByLabel('E-mail for your order').fill('not-an-address');
        await guest.getByRole('button', { name: 'Continue as guest' }).click();
        await eventually(() =>
          guest.getByText('Please enter a valid e-mail address, like name@example.com.').isVisible(),
        ).toBe(true);
        await guest.getByLabel('E-mail for your order').fill(email);
        await guest.getByRole('button', { name: 'Continue as guest' }).click();
        await eventually(() => page.getByTestId('step-2').getAttribute('data-status')).toBe('active');
        expect(await page.getByText(`Checking out as a guest: ${email}`).isVisible()).toBe(true);

        // Step 2 → 3: the address; the summary says when it will be dispatched.
        await page.getByLabel('Full Name').fill('Kavya Iyer');
        await fillShipping(page);
        await eventually(() => page.getByTestId('step-3').getAttribute('data-status')).toBe('active');
        expect(await page.getByTestId('checkout-dispatch').textContent()).toBe(MADE_TO_ORDER_DISPATCH);
        expect(await page.getByTestId('checkout-total').textContent()).toBe('₹48,250.00');

        await page.getByRole('button', { name: 'Pay ₹48,250.00' }).click();
        await eventually(() => new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\/sbx_/);
        expect(new URL(page.url()).searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{32}$/);
        await eventually(() => page.getByTestId('sandbox-amount').textContent()).toBe('₹48,250.00');
        await payOnSandbox(page, '4242 4242 4242 4242', 'Kavya Iyer');

        // The thank-you page: the piece, the address, the payment, the total, the dispatch note.
        await eventually(() => new URL(page.url()).pathname).toBe('/payment-success');
        const thanks = page.getByTestId('thank-you');
        await eventually(() => thanks.isVisible()).toBe(true);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you, Kavya!');
        const items = await page.getByTestId('thanks-items').textContent();
        expect(items).toContain(pendant.title);
        expect(items).toContain('Yellow Gold · 22KT');
        expect(items).toContain('Qty 1');
        expect(await page.getByTestId('thanks-address').textContent()).toContain('12, Marine Drive');
        expect(await page.getByTestId('thanks-total').textContent()).toBe('₹48,250.00');
        expect(await page.getByTestId('dispatch-note').textContent()).toContain(MADE_TO_ORDER_DISPATCH);
        expect(await thanks.getByText('Paid by Card').isVisible()).toBe(true);
        const number = (await page.getByTestId('thanks-order-number').textContent())!.replace('#', '');
        const offer = page.getByTestId('create-account-offer');
        expect(await offer.textContent()).toContain(email);
        expect(await offer.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
          `/signup?email=${encodeURIComponent(email)}`,
        );
        expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
          '/shop',
        );
        // The bag is empty now.
        await eventually(() => page.getByTestId('cart-count').count()).toBe(0);

        // It stays: no redirect after more than 6 seconds, and a reload shows the same order.
        const url = page.url();
        await page.clock.runFor(6_500);
        expect(page.url()).toBe(url);
        expect(await thanks.isVisible()).toBe(true);
        await page.reload();
        await eventually(() => page.getByTestId('thanks-order-number').textContent()).toBe(`#${number}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        if (process.env.AURELIA_SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.AURELIA_SCREENSHOTS, shot), fullPage: true });

        // The confirmation mail links Track Order with the number and the e-mail.
        const mail = await waitForMail(email, /is confirmed/);
        const track = `/track-order?number=${number}&email=${encodeURIComponent(email)}`;
        expect(mail).toContain(track);

        // Track order (the page's button) looks the order up at once.
        await page.getByRole('link', { name: 'Track order' }).click();
        await eventually(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(track);
        const tracked = page.getByTestId('tracked-order');
        await eventually(() => tracked.isVisible()).toBe(true);
        expect(await tracked.textContent()).toContain(pendant.title);

        // The account offer: sign-up with the e-mail filled in.
        await page.goto(`/signup?email=${encodeURIComponent(email)}`);
        await eventually(() => page.getByLabel('Email').inputValue()).toBe(email);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `guest-checkout-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    });
  }
});
