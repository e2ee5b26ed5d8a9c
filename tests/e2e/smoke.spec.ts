import { MOBILE, expect, test } from './helpers/test';

test.describe('the shop opens in a real browser', () => {
  test('shows the header with the brand on the home page', async ({ page, pageErrors }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: /Aurelia/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Aurelia/);
    expect(pageErrors).toEqual([]);
  });

  test.describe('at phone width', () => {
    test.use({ viewport: MOBILE });

    test('answers an unknown page with the 404 screen', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    });
  });
});
