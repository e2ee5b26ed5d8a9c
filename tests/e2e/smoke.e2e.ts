import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, pageErrors, MOBILE } from './helpers/browser';

describe('the shop opens in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the header with the brand on the home page', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const header = page.locator('header').first();
    await expect.poll(() => header.isVisible()).toBe(true);
    await expect
      .poll(() =>
        header
          .getByRole('link', { name: /Aurelia/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.title()).toMatch(/Aurelia/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('answers an unknown page with the 404 screen, at phone width too', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { name: 'We could not find that page' }).isVisible())
      .toBe(true);
    await context.close();
  });
});
