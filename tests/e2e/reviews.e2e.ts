/**
 * Reviews in the browser (docs/decisions/100), at 1280 and 390 px: a shopper whose order was delivered opens the
 * product page, writes a review with the star picker by keyboard (an empty send names each field once, under
 * it, with a summary at the top), and is told it waits for approval; a guest is asked to sign in and a shopper
 * who never bought the piece is told why they cannot review; the admin approves it on /admin/reviews; the stars
 * and count then show on the product card in the shop and on the product page, with the review. axe finds
 * nothing serious. With REVIEW_SHOTS=<dir> each screen is also saved as a screenshot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REVIEW_MESSAGES as M } from '#domain/review-constants';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, baseURL, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { axePage, screenshotsTo } from './helpers/fixtures';
import { admin, toast } from './helpers/admin-page';
import {
  call,
  createCategory,
  createProduct,
  placeOrder,
  registerShopper,
  useSession,
  type FixtureProduct,
  type Session,
} from './helpers/admin-fixtures';

const shot = screenshotsTo(process.env.REVIEW_SHOTS);

const VIEWPORTS = [
  ['1280px', DESKTOP],
  ['390px', MOBILE],
] as const;

/** The reviews section, scrolled into view so its lazy part loads. */
async function reviewsSection(page: Page) {
  const heading = page.getByRole('heading', { name: 'Reviews', level: 2 });
  await heading.scrollIntoViewIfNeeded();
  return page.locator('section#reviews');
}

describe('product reviews', () => {
  let browser: Browser;
  let categoryId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const { token } = await admin();
    categoryId = (await createCategory(baseURL(), token))._id;
  });
  afterAll(async () => browser?.close());

  it.each(VIEWPORTS)(
    'a delivered buyer reviews, the admin approves, the stars show (%s)',
    async (label, viewport) => {
      const base = baseURL();
      const adminSession = await admin();
      const product: FixtureProduct = await createProduct(base, adminSession.token, {
        categoryId,
        title: `Review Ring ${label} ${Date.now().toString(36)}`,
      });
      const buyer: Session = await registerShopper(base, 'Kavya Rao');
      const order = await placeOrder(base, buyer, product);
      await call(base, `/api/order/${order._id}/status`, {
        method: 'PUT',
        token: adminSession.token,
        body: { status: 'Delivered' },
      });
      const title = `Lovely every day ${label}`;

      const { page, context } = await axePage(browser, viewport);
      try {
        // A guest is asked to sign in.
        await page.goto(`/products/${product.slug}`);
        let section = await reviewsSection(page);
        await section.getByText('No reviews yet.').waitFor();
        await section.getByRole('link', { name: 'Sign in to write a review' }).waitFor();

        // A shopper who never bought it is told why they cannot review.
        const stranger = await registerShopper(base, 'Ravi Shah');
        await useSession(page, stranger);
        await page.goto(`/products/${product.slug}`);
        section = await reviewsSection(page);
        await section.getByText(M.notVerified).waitFor();

        // The buyer writes one.
        await useSession(page, buyer);
        await page.goto(`/products/${product.slug}`);
        section = await reviewsSection(page);
        await section.getByRole('button', { name: 'Write a review' }).click();
        await section.getByRole('heading', { name: 'Write a review' }).waitFor();
        await section.getByRole('button', { name: 'Submit review' }).click();
        // Each message once, under its field, and a summary at the top.
        const summary = section.getByTestId('review-form-summary');
        await summary.waitFor();
        expect(await summary.textContent()).toContain('Please check 3 fields');
        for (const message of [M.ratingRequired, M.titleRequired, M.textRequired])
          expect(await section.getByText(message, { exact: true }).count(), message).toBe(1);
        await shot(page, `form-errors-${label}`);
        expect(await seriousViolations(page, 'section#reviews')).toEqual([]);

        // The stars by keyboard: the first radio, then arrow keys move the choice.
        await section.getByRole('radio', { name: /^1 star/ }).focus();
        await page.keyboard.press('Space');
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
        expect(await section.getByRole('radio', { name: /^4 stars/ }).isChecked()).toBe(true);
        await section.getByLabel('Title').fill(title);
        await section.getByLabel('Your review').fill('It catches the light beautifully and feels solid.');
        await section.getByRole('button', { name: 'Submit review' }).click();
        await section.getByRole('status').filter({ hasText: M.received }).waitFor();
        await shot(page, `sent-${label}`);

        // The admin approves it.
        await useSession(page, adminSession);
        await page.goto('/admin/reviews?status=pending');
        await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
        const card = page.getByRole('article', { name: title });
        await card.waitFor();
        expect(await card.textContent()).toContain(product.title);
        expect(await card.textContent()).toContain('Pending');
        await shot(page, `admin-${label}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);
        await card.getByRole('button', { name: `Approve review “${title}”` }).click();
        await toast(page, M.approved).waitFor();
        await page.getByText('No reviews match this search.').waitFor();

        // A guest sees the stars on the card in the shop and on the page, with the review.
        await page.evaluate(() => localStorage.clear());
        await page.goto('/shop');
        const productCard = page.getByRole('article', { name: product.title });
        await productCard.waitFor();
        const rating = productCard.getByTestId('rating-summary');
        await rating.waitFor();
        expect(await rating.textContent()).toContain('4.0 out of 5 stars, 1 review');
        expect(await rating.textContent()).toContain('(1)');
        await productCard.scrollIntoViewIfNeeded();
        await shot(page, `card-${label}`);

        await page.goto(`/products/${product.slug}`);
        const header = page.locator('main').getByTestId('rating-summary').first();
        expect(await header.textContent()).toContain('4.0');
        section = await reviewsSection(page);
        await section.getByRole('heading', { name: title }).waitFor();
        expect(await section.getByTestId('reviews-average').textContent()).toContain('4.0');
        expect(await section.textContent()).toContain('Kavya R.');
        expect(await section.textContent()).toContain('Verified buyer');
        await shot(page, `page-${label}`);
        expect(await seriousViolations(page, 'section#reviews')).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `reviews-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );
});
