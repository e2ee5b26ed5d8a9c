/**
 * Pages pointed at the test server for the browser specs (the fixtures of helpers/test.ts use these): each waits
 * for the app after goto and reload and keeps its JavaScript errors.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { e2eEnv } from './e2e-env';
import { DESKTOP } from './viewports';

export { DESKTOP, MOBILE } from './viewports';

export function baseURL(): string {
  return e2eEnv('baseURL');
}

const watched = new WeakSet<Page>();

/**
 * Every page the context opens waits for the app after goto and reload (below) and keeps the JavaScript errors it
 * throws (pageErrors). Playwright's runner calls it from the `context` fixture (helpers/test.ts).
 */
export function watchPages(context: BrowserContext): void {
  context.on('page', watchPage);
}

function watchPage(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors?: string[] }).jsErrors = errors;
}

/**
 * Storefront pages arrive server-rendered (docs/decisions/112): their buttons are on screen before React has
 * hydrated them, and a click in between does nothing — as for a shopper on a slow phone. A test acts like a
 * shopper who waits for the page to come alive: goto and reload resolve once <html data-app="ready"> is set
 * (pages that are not the app, like /robots.txt, resolve at once).
 */
function waitForAppOnLoad(page: Page): void {
  const ready = async () => {
    const isApp = await page.evaluate(() => !!document.getElementById('root')).catch(() => false);
    if (isApp) await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}

/**
 * A page of its own context, at the viewport given, in India's locale and time zone unless told otherwise.
 * `bypassCSP` lets axe-core be injected (helpers/axe.ts): the shop's own Content-Security-Policy rightly forbids
 * the script.
 */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: boolean;
    bypassCSP?: boolean;
    /** A shopper elsewhere (the shop's dates stay India's, docs/decisions/085). */
    locale?: string;
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? DESKTOP,
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    locale: options.locale ?? 'en-IN',
    timezoneId: options.timezoneId ?? 'Asia/Kolkata',
  });
  context.setDefaultTimeout(15_000);
  watchPages(context);
  const page = await context.newPage();
  return { context, page };
}

/** JavaScript errors the page threw so far (uncaught exceptions). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

/**
 * Waits for the transitions and animations running on the page to finish (a drawer sliding in, a panel fading
 * in): a half-faded element is not what the shopper reads or sees. Endless ones (a spinner, a skeleton's pulse)
 * and toasts are left out, and so are those under a home section the browser is skipping (`content-visibility:
 * auto`, docs/decisions/112): Chromium does not advance them until the section nears the viewport, so their end
 * never comes (a CI run hung here on the home page). The wait is bounded too: every motion in the shop is well
 * under a second, so after three seconds whatever still "runs" is not one a shopper waits for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames: a transition that a class just set starts is running by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document.getAnimations().filter((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return (
        a.playState === 'running' &&
        a.effect?.getComputedTiming().endTime !== Infinity &&
        !target?.closest('[data-sonner-toaster]') &&
        target?.checkVisibility({ contentVisibilityAuto: true }) !== false
      );
    });
    await Promise.race([
      Promise.allSettled(running.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}
