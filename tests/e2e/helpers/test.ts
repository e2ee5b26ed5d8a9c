/**
 * `test` and `expect` of the browser specs (`tests/e2e/*.spec.ts`, docs/decisions/129): Playwright's own, extended
 * with the shop's fixtures. Each test gets a fresh context (India's locale and time zone, desktop viewport, the
 * shared test server as baseURL; playwright.config.ts) whose pages wait for the app after goto and reload and keep
 * their JavaScript errors (helpers/browser.ts). Choose the screen with `test.use({ viewport: MOBILE })`, and let
 * axe in with `test.use({ bypassCSP: true })` (the shop's own CSP forbids the injected script, helpers/axe.ts).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { newPage, pageErrors, watchPages } from './browser';
import { e2eEnv } from './e2e-env';
import { signInAdmin } from './fixtures';

export { expect };
import { DESKTOP, MOBILE } from './viewports';

export { DESKTOP, MOBILE };

/** For `expect(page).toHaveURL(atPath('/cart'))`: the page is at this path, whatever its query. */
export const atPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

type PageOptions = Parameters<typeof newPage>[1];

interface ShopFixtures {
  /** The JavaScript errors `page` has thrown so far (uncaught exceptions). */
  pageErrors: string[];
  /** Another page in a context of its own (two shoppers, or a phone beside a desktop); closed after the test. */
  openPage: (options?: PageOptions) => Promise<Page>;
  /** `page`, signed in as the test admin (one API login per worker); the next navigation is signed in. */
  adminPage: Page;
}

export const test = base.extend<ShopFixtures>({
  // The server starts in the global setup, after this file is read: its address is known only in the test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(e2eEnv('baseURL'));
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    // A page without JavaScript never becomes the app: goto resolves on load as Playwright's own does.
    if (javaScriptEnabled !== false) watchPages(context);
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    await use(pageErrors(page));
  },
  openPage: async ({ browser }, use) => {
    const contexts: Array<Awaited<ReturnType<typeof newPage>>['context']> = [];
    await use(async (options) => {
      const opened = await newPage(browser, options);
      contexts.push(opened.context);
      return opened.page;
    });
    for (const context of contexts) await context.close();
  },
  adminPage: async ({ page }, use) => {
    await signInAdmin(page);
    await use(page);
  },
});

/**
 * The guide's two screens for a journey: `body` declares the tests once and they run in a describe per width,
 * "1280 px" at the desktop viewport and "390 px" at the phone's, each told its name and viewport (for a test title or data).
 */
export function atEachWidth(
  body: (width: '1280 px' | '390 px', viewport: typeof DESKTOP | typeof MOBILE) => void,
): void {
  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', MOBILE],
  ] as const) {
    test.describe(name, () => {
      test.use({ viewport });
      body(name, viewport);
    });
  }
}
