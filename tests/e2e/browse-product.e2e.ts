import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, pageErrors, screenshotOnFailure, MOBILE } from './helpers/browser';

describe('product page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opened from a pasted URL shows its price, pickers and related grid; a metal filters the gallery', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/products/aurora-round-solitaire-ring');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Aurora Round Solitaire Ring', level: 1 }).isVisible())
        .toBe(true);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await crumbs.getByRole('link', { name: 'Rings', exact: true }).getAttribute('href')).toBe(
        '/collections/rings',
      );
      expect(await page.locator('main').textContent()).toMatch(/₹[\d,]+\.\d{2}/);

      for (const group of ['Metal', 'Purity', 'Size'])
        expect(await page.getByRole('group', { name: new RegExp(`^${group}`) }).count()).toBeGreaterThan(0);
      const add = page.getByRole('button', { name: 'Select Options' });
      expect(await add.isVisible()).toBe(true);

      const related = page.locator('section[aria-labelledby="related-title"]');
      await expect.poll(() => related.locator('article').count()).toBe(4);

      const thumbs = page.getByRole('list', { name: 'Images' }).getByRole('button');
      const all = await thumbs.count();
      expect(all).toBeGreaterThan(2);
      await page
        .getByRole('group', { name: /^Metal/ })
        .first()
        .getByRole('radio', { name: 'White Gold', exact: true })
        .click();
      await expect.poll(() => thumbs.count()).toBeLessThan(all);
      expect(await page.getByText('Showing White Gold images').isVisible()).toBe(true);
      const srcs = await page
        .locator('[aria-label="Images"] img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      await page.getByRole('button', { name: 'Show All Images' }).click();
      await expect.poll(() => thumbs.count()).toBe(all);
      expect(srcs.length).toBeGreaterThan(0);

      // Every group chosen: the button can add to the bag.
      const purities = page.getByRole('group', { name: /^Purity/ }).getByRole('radio');
      if ((await purities.count()) > 1) await purities.first().click();
      await page.getByRole('group', { name: /^Size/ }).getByRole('radio').first().click();
      const ready = page.getByRole('button', { name: /^(Add to Cart|Out of Stock)$/ });
      await expect.poll(() => ready.count()).toBe(1);
      if ((await ready.textContent()) === 'Add to Cart') {
        await ready.click();
        // The added moment: the bag drawer with the piece (docs/decisions/110); Escape closes it.
        const added = page.getByRole('dialog', { name: 'Added to your bag' });
        await expect.poll(() => added.isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => added.count()).toBe(0);
        // The header's cart icon is a button that opens the cart drawer (buying issue).
        await expect.poll(() => page.getByRole('button', { name: /^Cart, 1 item$/ }).count()).toBe(1);
      }
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'product-page');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('caps the quantity at the stock and says so; hides sizes for a bracelet', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/products/classic-tennis-bracelet');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Classic Tennis Bracelet');
      expect(await page.getByRole('group', { name: /^Size/ }).count()).toBe(0);
      const metals = page.getByRole('group', { name: /^Metal/ }).getByRole('radio');
      const count = await metals.count();
      // Find a metal in stock and raise the quantity past its stock.
      for (let i = 0; i < Math.max(count, 1); i++) {
        if (count) await metals.nth(i).click();
        const stockLine = await page.getByText(/^(Only \d+ left|In stock)/).count();
        if (stockLine) break;
      }
      const plus = page.getByRole('button', { name: 'Increase quantity' });
      for (let i = 0; i < 30; i++) {
        await plus.click();
        if (await page.getByText(/^Only \d+ items available\.$/).count()) break;
      }
      await expect
        .poll(() =>
          page
            .getByText(/^Only \d+ items available\.$/)
            .first()
            .isVisible(),
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown product with a 404 page', async () => {
    const { page, context } = await newPage(browser);
    try {
      const res = await page.goto('/products/no-such-piece');
      expect(res?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { name: 'We could not find that piece' }).isVisible())
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});
