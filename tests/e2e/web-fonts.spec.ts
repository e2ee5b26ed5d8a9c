/**
 * The web fonts arrive after the first paint (docs/decisions/117): the page paints in the metric-matched fallback
 * faces, then main.tsx adds the fonts' stylesheet, and the faces are fetched only after the first contentful
 * paint — they never race the page's main picture. With JavaScript off, the <noscript> link still brings them.
 */
import { MOBILE, expect, test } from './helpers/test';

test.describe('web fonts after the first paint', () => {
  test.use({ viewport: MOBILE });

  test('the faces are fetched after the first contentful paint and then used', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('500 16px Jost'))))
      .toBe(true);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      faces: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'))
        .map((e) => e.startTime),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.faces.length).toBeGreaterThan(0);
    for (const start of timing.faces) expect(start).toBeGreaterThanOrEqual(timing.fcp);
    expect(pageErrors).toEqual([]);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the <noscript> stylesheet brings the faces', async ({ page }) => {
      const faces: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) faces.push(request.url());
      });
      await page.goto('/', { waitUntil: 'load' });
      await expect.poll(() => faces.length).toBeGreaterThan(0);
    });
  });
});
