import { atPath, expect, test } from './helpers/test';

test.describe('header search', () => {
  test("lists products then suggestions for 'ring', and opens one with the keyboard", async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    const box = page.locator('#header-search');
    await box.fill('ring');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(3);
    await expect(list.getByText('Products', { exact: true })).toBeVisible();
    await expect(list.getByText('Suggestions', { exact: true })).toBeVisible();
    const first = list.getByRole('option').first();
    await expect(first).toHaveText(/Ring.*₹[\d,]+\.\d{2}/);
    // The dropdown is at most 60% of the viewport high.
    const { height } = (await list.locator('..').boundingBox())!;
    expect(height).toBeLessThanOrEqual(900 * 0.6 + 1);

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const title = (await first.locator('span.line-clamp-2').textContent())!;
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    expect(pageErrors).toEqual([]);
  });

  test("says 'Searching...' then 'No results found for \"zzzz\"', waits for 2 characters, and closes on Escape", async ({
    page,
  }) => {
    let searches = 0;
    page.on('request', (r) => r.url().includes('/api/product/search') && searches++);
    // The page's own clock: the search's pause after typing passes at once, every timer run.
    await page.clock.install();
    await page.goto('/');
    const box = page.locator('#header-search');
    await box.fill('z');
    await page.clock.runFor(600);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(searches).toBe(0);
    await box.fill('zzzz');
    await expect.poll(() => page.getByText('Searching...').isVisible(), { intervals: [20] }).toBe(true);
    await expect(page.getByText('No results found for "zzzz"')).toBeVisible();
    expect(searches).toBe(1);
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('finds pieces despite a typo and suggests the category', async ({ page }) => {
    await page.goto('/');
    await page.locator('#header-search').fill('neckalce');
    const list = page.getByRole('listbox', { name: 'Search results' });
    const suggestion = list.getByRole('option', { name: /^Necklaces\s*Category$/ });
    await expect(suggestion).toHaveCount(1);
    expect(await list.getByRole('option').count()).toBeGreaterThan(1);
    await suggestion.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Necklaces');
    await expect(page).toHaveURL(atPath('/collections/necklaces'));
  });
});
