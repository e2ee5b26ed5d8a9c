/**
 * Issue 14 (docs/decisions/114): the header search submits to /search; the results page has the listing's grid,
 * filters, sort and pages; the filters, sort and pages are GET forms and links whose state lives in the URL — with
 * JavaScript they apply without a reload, without it by a full GET the server renders.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { animationsDone } from './helpers/browser';
import { MOBILE, DESKTOP, expect, test } from './helpers/test';

const cards = (page: Page) => page.locator('main article');
const cardPrices = (page: Page) =>
  cards(page).evaluateAll((els) =>
    els.map((el) => Number((/₹([\d,]+\.\d{2})/.exec(el.textContent ?? '')?.[1] ?? '0').replace(/,/g, ''))),
  );
const query = (page: Page) => new URL(page.url()).searchParams;
/** For `toHaveURL`: the query holds exactly these values of `name`. */
const param =
  (name: string, ...values: string[]) =>
  (url: URL) =>
    url.searchParams.getAll(name).join('\n') === values.join('\n');
/** Set on the window: still there after a change means the page was not reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 1);

const shotsDir = path.resolve('test-results/search');

test.describe('search page and listing filters', () => {
  test.beforeAll(async () => {
    await mkdir(shotsDir, { recursive: true });
  });

  test('header search: Enter opens /search, the last row opens all results, arrows + Enter still open a piece', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    await mark(page);
    const box = page.locator('#header-search');
    await expect(box).toHaveAttribute('name', 'q');
    await expect(page.locator('form[role="search"][action="/search"]').first()).toBeAttached();
    await box.fill('rnig');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(3);
    // The last row leads to every result.
    const all = list.getByRole('option').last();
    await expect(all).toHaveText("See all results for 'rnig'");
    // Enter without a highlighted option submits the form: the results page, without a reload.
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=rnig');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "rnig"');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
    expect(await marked(page)).toBe(true);
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles.some((t) => /ring/i.test(t))).toBe(true);

    // The "See all results" row, clicked.
    await box.fill('solitare');
    const row = list.getByRole('option', { name: "See all results for 'solitare'" });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL('/search?q=solitare');
    await expect(cards(page).first()).toBeVisible();

    // Arrows + Enter on a highlighted product still open it (the pointer away, so hovering chooses nothing).
    await page.mouse.move(5, 5);
    await box.fill('ring');
    await expect(list.getByRole('option', { name: "See all results for 'ring'" })).toHaveCount(1);
    await box.press('ArrowDown');
    const title = (await list.getByRole('option').first().locator('span.line-clamp-2').textContent())!;
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    expect(pageErrors).toEqual([]);
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('no results: the message, "did you mean" and popular categories', async ({ page }) => {
      const res = await page.goto('/search?q=platinum%20qxzvw');
      expect(res?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { name: 'No results found for "platinum qxzvw"' }),
      ).toBeVisible();
      const suggestion = page.getByRole('link', { name: 'platinum', exact: true });
      await expect(suggestion).toBeVisible();
      const popular = page.getByRole('navigation', { name: 'Popular categories' });
      await expect.poll(() => popular.getByRole('link').count()).toBeGreaterThan(1);
      await page.screenshot({ path: path.join(shotsDir, 'no-results-390.png'), fullPage: true });
      await suggestion.click();
      await expect(page).toHaveURL('/search?q=platinum');
      await expect(cards(page).first()).toBeVisible();
    });
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    test.describe(`${label} px`, () => {
      test.use({ viewport });

      test('metal + purity + availability and a sort through the forms, without a reload; a reload keeps them', async ({
        page,
        pageErrors,
      }) => {
        await page.goto('/search?q=ring');
        await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
        await page.screenshot({ path: path.join(shotsDir, `search-${label}.png`) });
        await mark(page);

        await page.getByRole('button', { name: /^Filter/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await expect(drawer).toBeVisible();
        const form = drawer.locator('form[method="get"]');
        await expect(form).toHaveAttribute('action', '/search');
        // Counts beside each value; price ranges from the real prices (not ₹20,000+).
        await expect(drawer.getByRole('checkbox', { name: /^Yellow Gold \(\d+/ })).toHaveCount(1);
        await expect(drawer.getByText('₹20,000+')).toHaveCount(0);
        expect(await drawer.getByRole('radio').count()).toBeGreaterThan(2);
        await animationsDone(page); // the drawer's slide-in
        await page.screenshot({ path: path.join(shotsDir, `filters-${label}.png`) });

        await drawer.getByRole('checkbox', { name: /^Yellow Gold/ }).check();
        await expect(page).toHaveURL(param('metals', 'Yellow Gold'));
        await drawer.getByRole('checkbox', { name: /^18KT/ }).check();
        await expect(page).toHaveURL(param('purity', '18KT'));
        await drawer.getByRole('checkbox', { name: /^In stock/ }).check();
        await expect(page).toHaveURL(param('inStock', '1'));
        await drawer.getByRole('button', { name: /^Show \d+ pieces?$/ }).click();
        await expect(drawer).toHaveCount(0);
        expect(query(page).get('q')).toBe('ring');
        await expect(cards(page).first()).toBeVisible();

        const sort = page.getByRole('combobox', { name: 'Sort by' });
        await sort.selectOption('price_asc');
        await expect(page).toHaveURL(param('sort', 'price_asc'));
        // The grid keeps the previous order on screen until the sorted one arrives: wait for it.
        await expect
          .poll(async () => {
            const prices = await cardPrices(page);
            return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
          })
          .toBe(true);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await marked(page)).toBe(true);
        const url = page.url();
        const titles = await page.locator('main article h3').allTextContents();

        await page.reload();
        await expect(page).toHaveURL(url);
        await expect(page.locator('main article h3')).toHaveText(titles);
        for (const chip of ['Yellow Gold', '18KT', 'In stock'])
          await expect(page.getByRole('link', { name: `Remove filter ${chip}` })).toBeVisible();
        await expect(sort).toHaveValue('price_asc');
        expect(pageErrors).toEqual([]);
      });
    });
  }

  test('Platinum is offered on /shop, and a price range narrows the grid to its prices', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: /^Filter/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('checkbox', { name: /^Platinum \(\d+/ })).toHaveCount(1);
    const second = drawer.getByRole('radio').nth(2);
    const value = (await second.getAttribute('value'))!;
    const [min, max] = value.split('-').map((v) => (v === '' ? null : Number(v)));
    await second.check();
    await expect(page).toHaveURL(param('price', value));
    await page.keyboard.press('Escape');
    // The grid keeps the previous pieces on screen until the new ones arrive: wait for the narrowed grid.
    const inRange = (p: number) => p >= min! && (max === null || max === undefined || p < max);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every(inRange);
      })
      .toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // Each form is a full GET: waitForURL waits for the page it loads, as a shopper without the app does.
    test('the header search, a filter form, the sort form and page links work by full GET', async ({
      page,
    }) => {
      await page.goto('/');
      await page.locator('#header-search').fill('ring');
      await Promise.all([page.waitForURL('**/search?q=ring'), page.locator('#header-search').press('Enter')]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "ring"');
      expect(await cards(page).count()).toBeGreaterThan(3);
      await page.screenshot({ path: path.join(shotsDir, 'no-js-1280.png') });

      // The filter button opens the same form in place; Apply submits it.
      await page.locator('summary', { hasText: 'Filter' }).click();
      await page.screenshot({ path: path.join(shotsDir, 'no-js-filters-1280.png') });
      await page.getByRole('checkbox', { name: /^Silver/ }).check();
      await Promise.all([
        page.waitForURL(/metals=Silver/),
        page.getByRole('button', { name: 'Apply filters' }).click(),
      ]);
      expect(query(page).get('q')).toBe('ring');
      expect(await cards(page).count()).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Remove filter Silver' })).toBeVisible();

      // The sort form keeps the search and the filter.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
      await Promise.all([
        page.waitForURL(/sort=price_desc/),
        page.getByRole('button', { name: 'Sort', exact: true }).click(),
      ]);
      expect(query(page).get('q')).toBe('ring');
      expect(query(page).getAll('metals')).toEqual(['Silver']);
      const prices = await cardPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));

      // Page links are plain links.
      await page.goto('/shop?sort=price_asc');
      await Promise.all([page.waitForURL(/page=2/), page.getByRole('link', { name: 'Page 2' }).click()]);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(await cards(page).count()).toBeGreaterThan(0);
    });
  });
});
