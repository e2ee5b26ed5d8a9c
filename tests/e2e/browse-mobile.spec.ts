import { MOBILE, expect, test } from './helpers/test';

test.describe('phone (390×844)', () => {
  test.use({ viewport: MOBILE });

  test('opens the slide-in menu with expandable categories, links and contacts, and its search works', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('#header-search')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // It slides in from the left edge and leaves a strip of the page visible.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    expect((await menu.boundingBox())!.width).toBeLessThan(390);

    for (const name of ['About', 'Contact Us', 'Track Order', 'Return & Exchange', 'Privacy Policy'])
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(1);
    await expect(menu.getByText('care@aurelia.in')).toBeVisible();

    const earrings = menu.getByRole('button', { name: 'Earrings' });
    await expect(earrings).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Jhumkas' })).toBeHidden();
    await earrings.click();
    await expect(earrings).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Jhumkas' })).toBeVisible();

    await menu.locator('#mobile-search').fill('jhumka');
    const option = menu.getByRole('option', { name: /Temple Bell Jhumkas/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temple Bell Jhumkas');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    // Escape closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });

  test('the header search icon opens the menu with the search focused', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page.locator('#mobile-search')).toBeFocused();
  });
});
