/**
 * The specs' `test` (helpers/test.ts) with one more fixture: `openPlainPage`, a page with JavaScript off in a
 * context of its own (India's locale and time zone, the shared server as baseURL), closed after the test. It reads
 * what the server alone sends — beside `page`, which runs the app, in the same test. Its goto resolves on load, as
 * Playwright's own does (no app ever starts in it). For a test that needs only such a page, use
 * `test.use({ javaScriptEnabled: false })` on `page` instead.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test as shopTest } from './test';

export { DESKTOP, MOBILE, atPath, expect } from './test';

interface NoScriptFixtures {
  /** A page with JavaScript off at this viewport. */
  openPlainPage: (viewport: { width: number; height: number }) => Promise<Page>;
}

export const test = shopTest.extend<NoScriptFixtures>({
  openPlainPage: async ({ browser, baseURL, locale, timezoneId }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport,
        javaScriptEnabled: false,
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});
