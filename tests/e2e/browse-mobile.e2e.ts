import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, pageErrors, screenshotOnFailure, MOBILE } from './helpers/browser';

describe('phone (390×844)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opens the slide-in menu with expandable categories, links and contacts, and its search works', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/');
      expect(await page.locator('#header-search').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect.poll(() => menu.isVisible()).toBe(true);
      // It slides in from the left edge and leaves a strip of the page visible.
      await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
      expect((await menu.boundingBox())!.width).toBeLessThan(390);

      for (const name of ['About', 'Contact Us', 'Track Order', 'Return & Exchange', 'Privacy Policy'])
        expect(await menu.getByRole('link', { name, exact: true }).count()).toBe(1);
      expect(await menu.getByText('care@aurelia.in').isVisible()).toBe(true);

      const earrings = menu.getByRole('button', { name: 'Earrings' });
      await expect.poll(() => earrings.isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: 'Jhumkas' }).isVisible()).toBe(false);
      await earrings.click();
      expect(await earrings.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => menu.getByRole('link', { name: 'Jhumkas' }).isVisible()).toBe(true);

      await menu.locator('#mobile-search').fill('jhumka');
      const option = menu.getByRole('option', { name: /Temple Bell Jhumkas/ });
      await expect.poll(() => option.isVisible()).toBe(true);
      await option.click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Temple Bell Jhumkas');
      expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);

      // Escape closes it too.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'mobile-menu');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('the header search icon opens the menu with the search focused', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/shop');
      await page.getByRole('link', { name: 'Search', exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mobile-search');
    } finally {
      await context.close();
    }
  });
});
