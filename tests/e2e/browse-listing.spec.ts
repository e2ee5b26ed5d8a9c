import type { Page } from '@playwright/test';
import { MOBILE, expect, test } from './helpers/test';

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
const query = (name: string, value: string | null) => (url: URL) => url.searchParams.get(name) === value;

test.describe('product listings', () => {
  test('narrows the grid by a metal filter, keeps it in the URL and after a reload', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/collections/rings');
    await expect(page.getByRole('heading', { name: 'Rings', level: 1 })).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
    const before = await pieces(page);

    await page.getByRole('button', { name: /^Filter/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'Silver' }).click();
    await expect(drawer.getByRole('checkbox', { name: 'Silver' })).toBeChecked();
    await expect(page).toHaveURL(query('metals', 'Silver'));
    // A click outside closes the drawer.
    await page.mouse.click(1200, 450);
    await expect(drawer).toHaveCount(0);

    await expect.poll(() => pieces(page)).toBeLessThan(before);
    const filtered = await cardTitles(page);
    expect(filtered).toContain('Silver Dot Stacking Set');
    expect(filtered).not.toContain('Aurora Round Solitaire Ring');
    await expect(page.getByRole('link', { name: 'Remove filter Silver' })).toBeVisible();

    await page.reload();
    await expect(page.locator('main article h3')).toHaveText(filtered);
    await expect(page.getByRole('button', { name: /^Filter\s*1/ })).toBeVisible();

    // Back to the unfiltered grid with the browser's Back button? The chip removes it too.
    await page.getByRole('link', { name: 'Remove filter Silver' }).click();
    await expect.poll(() => pieces(page)).toBe(before);
    expect(pageErrors).toEqual([]);
  });

  test('sorts by price, pages through the shop, and shows the empty state with Reset Filters', async ({
    page,
  }) => {
    await page.goto('/shop?sort=price_asc');
    await expect(cards(page)).toHaveCount(24);
    const prices = await page
      .locator('main article')
      .evaluateAll((els) =>
        els.map((el) =>
          Number((/₹([\d,]+\.\d{2})/.exec(el.textContent ?? '')?.[1] ?? '0').replace(/,/g, '')),
        ),
      );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(query('page', '2'));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await cards(page).count()).toBeGreaterThan(0);

    await page.goto('/collections/bracelets?metals=Silver&min=19000');
    await expect(page.getByRole('heading', { name: 'No products found.' })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to find what you're looking for")).toBeVisible();
    await page.getByRole('link', { name: 'Reset Filters' }).last().click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
    expect(new URL(page.url()).search).toBe('');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE });

    test('loads a featured collection line and a subcategory by the slug of a pasted link, and 404s an unknown one', async ({
      page,
    }) => {
      await page.goto('/aurelias-collection/heritage');
      await expect(page.getByRole('heading', { name: 'Heritage', level: 1 })).toBeVisible();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
      // Two columns on a phone.
      const xs = await cards(page).evaluateAll((els) => [
        ...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))),
      ]);
      expect(xs.length).toBe(2);
      await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');

      await page.goto('/new-arrivals');
      await expect(page.getByRole('heading', { name: 'New Arrivals', level: 1 })).toBeVisible();

      const res = await page.goto('/collections/no-such-collection');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that collection' })).toBeVisible();
    });
  });

  test('shows the scroll-to-top button after 300 px', async ({ page }) => {
    await page.goto('/shop');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });
});
