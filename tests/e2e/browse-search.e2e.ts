import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';

describe('header search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("lists products then suggestions for 'ring', and opens one with the keyboard", async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/');
      const box = page.locator('#header-search');
      await box.fill('ring');
      const list = page.getByRole('listbox', { name: 'Search results' });
      await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(3);
      expect(await list.getByText('Products', { exact: true }).isVisible()).toBe(true);
      expect(await list.getByText('Suggestions', { exact: true }).isVisible()).toBe(true);
      const first = list.getByRole('option').first();
      expect(await first.textContent()).toMatch(/Ring.*₹[\d,]+\.\d{2}/);
      // The dropdown is at most 60% of the viewport high.
      const { height } = (await list.locator('..').boundingBox())!;
      expect(height).toBeLessThanOrEqual(900 * 0.6 + 1);

      await box.press('ArrowDown');
      expect(await first.getAttribute('aria-selected')).toBe('true');
      const title = (await first.locator('span.line-clamp-2').textContent())!;
      await box.press('Enter');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(page.url()).toMatch(/\/products\/[a-z0-9-]+$/);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'search-ring');
      throw err;
    } finally {
      await context.close();
    }
  });

  it("says 'Searching...' then 'No results found for \"zzzz\"', waits for 2 characters, and closes on Escape", async () => {
    const { page, context } = await newPage(browser);
    try {
      let searches = 0;
      page.on('request', (r) => r.url().includes('/api/product/search') && searches++);
      // The page's own clock: the search's pause after typing passes at once, every timer run.
      await page.clock.install();
      await page.goto('/');
      const box = page.locator('#header-search');
      await box.fill('z');
      await page.clock.runFor(600);
      expect(await page.getByRole('listbox').count()).toBe(0);
      expect(searches).toBe(0);
      await box.fill('zzzz');
      await expect.poll(() => page.getByText('Searching...').isVisible(), { interval: 20 }).toBe(true);
      await expect.poll(() => page.getByText('No results found for "zzzz"').isVisible()).toBe(true);
      expect(searches).toBe(1);
      await box.press('Escape');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('finds pieces despite a typo and suggests the category', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/');
      await page.locator('#header-search').fill('neckalce');
      const list = page.getByRole('listbox', { name: 'Search results' });
      const suggestion = list.getByRole('option', { name: /^Necklaces\s*Category$/ });
      await expect.poll(() => suggestion.count()).toBe(1);
      expect(await list.getByRole('option').count()).toBeGreaterThan(1);
      await suggestion.click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Necklaces');
      expect(new URL(page.url()).pathname).toBe('/collections/necklaces');
    } finally {
      await context.close();
    }
  });
});
