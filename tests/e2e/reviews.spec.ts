/**
 * Reviews in the browser (docs/decisions/100), at 1280 and 390 px: a shopper whose order was delivered opens the
 * product page, writes a review with the star picker by keyboard (an empty send names each field once, under
 * it, with a summary at the top), and is told it waits for approval; a guest is asked to sign in and a shopper
 * who never bought the piece is told why they cannot review; the admin approves it on /admin/reviews; the stars
 * and count then show on the product card in the shop and on the product page, with the review. axe finds
 * nothing serious. With REVIEW_SHOTS=<dir> each screen is also saved as a screenshot.
 */
import type { Page } from '@playwright/test';
import { REVIEW_MESSAGES as M } from '#domain/review-constants';
import { seriousViolations } from './helpers/axe';
import { e2eEnv } from './helpers/e2e-env';
import { screenshotsTo } from './helpers/fixtures';
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
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

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

test.describe('product reviews', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let categoryId: string;
  test.beforeAll(async () => {
    const { token } = await admin();
    categoryId = (await createCategory(e2eEnv('baseURL'), token))._id;
  });

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(label, () => {
      test.use({ viewport });

      test('a delivered buyer reviews, the admin approves, the stars show', async ({ page, pageErrors }) => {
        const base = e2eEnv('baseURL');
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

        // A guest is asked to sign in.
        await page.goto(`/products/${product.slug}`);
        let section = await reviewsSection(page);
        await expect(section.getByText('No reviews yet.')).toBeVisible();
        await expect(section.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();

        // A shopper who never bought it is told why they cannot review.
        const stranger = await registerShopper(base, 'Ravi Shah');
        await useSession(page, stranger);
        await page.goto(`/products/${product.slug}`);
        section = await reviewsSection(page);
        await expect(section.getByText(M.notVerified)).toBeVisible();

        // The buyer writes one.
        await useSession(page, buyer);
        await page.goto(`/products/${product.slug}`);
        section = await reviewsSection(page);
        await section.getByRole('button', { name: 'Write a review' }).click();
        await expect(section.getByRole('heading', { name: 'Write a review' })).toBeVisible();
        await section.getByRole('button', { name: 'Submit review' }).click();
        // Each message once, under its field, and a summary at the top.
        const summary = section.getByTestId('review-form-summary');
        await expect(summary).toBeVisible();
        await expect(summary).toContainText('Please check 3 fields');
        for (const message of [M.ratingRequired, M.titleRequired, M.textRequired])
          await expect(section.getByText(message, { exact: true }), message).toHaveCount(1);
        await shot(page, `form-errors-${label}`);
        expect(await seriousViolations(page, 'section#reviews')).toEqual([]);

        // The stars by keyboard: the first radio, then arrow keys move the choice.
        await section.getByRole('radio', { name: /^1 star/ }).focus();
        await page.keyboard.press('Space');
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
        await expect(section.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
        await section.getByLabel('Title').fill(title);
        await section.getByLabel('Your review').fill('It catches the light beautifully and feels solid.');
        await section.getByRole('button', { name: 'Submit review' }).click();
        await expect(section.getByRole('status').filter({ hasText: M.received })).toBeVisible();
        await shot(page, `sent-${label}`);

        // The admin approves it.
        await useSession(page, adminSession);
        await page.goto('/admin/reviews?status=pending');
        await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
        const card = page.getByRole('article', { name: title });
        await expect(card).toBeVisible();
        await expect(card).toContainText(product.title);
        await expect(card).toContainText('Pending');
        await shot(page, `admin-${label}`);
        expect(await seriousViolations(page, 'main')).toEqual([]);
        await card.getByRole('button', { name: `Approve review “${title}”` }).click();
        await expect(toast(page, M.approved)).toBeVisible();
        await expect(page.getByText('No reviews match this search.')).toBeVisible();

        // A guest sees the stars on the card in the shop and on the page, with the review.
        await page.evaluate(() => localStorage.clear());
        await page.goto('/shop');
        const productCard = page.getByRole('article', { name: product.title });
        await expect(productCard).toBeVisible();
        const rating = productCard.getByTestId('rating-summary');
        await expect(rating).toBeVisible();
        await expect(rating).toContainText('4.0 out of 5 stars, 1 review');
        await expect(rating).toContainText('(1)');
        await productCard.scrollIntoViewIfNeeded();
        await shot(page, `card-${label}`);

        await page.goto(`/products/${product.slug}`);
        await expect(page.locator('main').getByTestId('rating-summary').first()).toContainText('4.0');
        section = await reviewsSection(page);
        await expect(section.getByRole('heading', { name: title })).toBeVisible();
        await expect(section.getByTestId('reviews-average')).toContainText('4.0');
        await expect(section).toContainText('Kavya R.');
        await expect(section).toContainText('Verified buyer');
        await shot(page, `page-${label}`);
        expect(await seriousViolations(page, 'section#reviews')).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
