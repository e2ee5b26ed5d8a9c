import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, pageErrors, screenshotOnFailure, MOBILE } from './helpers/browser';

const cards = (page: Page) => page.locator('main article');
const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();
const pieces = async (page: Page) =>
  Number(
    (
      (await page
        .getByText(/^\d+ pieces?$/)
        .first()
        .textContent()) ?? ''
    ).split(' ')[0],
  );

describe('product listings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('narrows the grid by a metal filter, keeps it in the URL and after a reload', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/collections/rings');
      await expect.poll(() => page.getByRole('heading', { name: 'Rings', level: 1 }).isVisible()).toBe(true);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
      const before = await pieces(page);

      await page.getByRole('button', { name: /^Filter/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await drawer.getByRole('checkbox', { name: 'Silver' }).click();
      await expect.poll(() => drawer.getByRole('checkbox', { name: 'Silver' }).isChecked()).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('metals')).toBe('Silver');
      // A click outside closes the drawer.
      await page.mouse.click(1200, 450);
      await expect.poll(() => drawer.count()).toBe(0);

      await expect.poll(() => pieces(page)).toBeLessThan(before);
      const filtered = await cardTitles(page);
      expect(filtered).toContain('Silver Dot Stacking Set');
      expect(filtered).not.toContain('Aurora Round Solitaire Ring');
      expect(await page.getByRole('link', { name: 'Remove filter Silver' }).isVisible()).toBe(true);

      await page.reload();
      await expect.poll(() => cardTitles(page)).toEqual(filtered);
      expect(await page.getByRole('button', { name: /^Filter\s*1/ }).isVisible()).toBe(true);

      // Back to the unfiltered grid with the browser's Back button? The chip removes it too.
      await page.getByRole('link', { name: 'Remove filter Silver' }).click();
      await expect.poll(() => pieces(page)).toBe(before);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'listing-metal');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('sorts by price, pages through the shop, and shows the empty state with Reset Filters', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/shop?sort=price_asc');
      await expect.poll(() => cards(page).count()).toBe(24);
      const prices = await page
        .locator('main article')
        .evaluateAll((els) =>
          els.map((el) =>
            Number((/₹([\d,]+\.\d{2})/.exec(el.textContent ?? '')?.[1] ?? '0').replace(/,/g, '')),
          ),
        );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      await expect
        .poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
        .toBe('page');
      expect(await cards(page).count()).toBeGreaterThan(0);

      await page.goto('/collections/bracelets?metals=Silver&min=19000');
      await expect
        .poll(() => page.getByRole('heading', { name: 'No products found.' }).isVisible())
        .toBe(true);
      expect(
        await page.getByText("Try adjusting your filters to find what you're looking for").isVisible(),
      ).toBe(true);
      await page.getByRole('link', { name: 'Reset Filters' }).last().click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  it('loads a featured collection line and a subcategory by the slug of a pasted link, and 404s an unknown one', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/aurelias-collection/heritage');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Heritage', level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
      // Two columns on a phone.
      const xs = await cards(page).evaluateAll((els) => [
        ...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))),
      ]);
      expect(xs.length).toBe(2);
      expect(await page.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');

      await page.goto('/new-arrivals');
      await expect
        .poll(() => page.getByRole('heading', { name: 'New Arrivals', level: 1 }).isVisible())
        .toBe(true);

      const res = await page.goto('/collections/no-such-collection');
      expect(res?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { name: 'We could not find that collection' }).isVisible())
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows the scroll-to-top button after 300 px', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/shop');
      await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
      expect(await page.getByRole('button', { name: 'Scroll to top' }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(() => page.getByRole('button', { name: 'Scroll to top' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Scroll to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
    } finally {
      await context.close();
    }
  });
});
