/**
 * Opens Debian's Chromium through playwright-core for a browser test and gives pages pointed at the test server.
 * Failing tests leave a screenshot in test-results/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export function baseURL(): string {
  return inject('baseURL');
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppOnLoad);
    return context;
  };
  return browser;
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
 * A page of its own context, at the viewport given, in India's locale and time zone. `bypassCSP` lets axe-core be
 * injected (helpers/axe.ts): the shop's own Content-Security-Policy rightly forbids the script.
 */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: boolean;
    bypassCSP?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? DESKTOP,
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors?: string[] }).jsErrors = errors;
  return { context, page };
}

/** JavaScript errors the page threw so far (uncaught exceptions). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

export async function screenshotOnFailure(page: Page, name: string): Promise<void> {
  const dir = path.resolve('test-results');
  await mkdir(dir, { recursive: true });
  await page
    .screenshot({ path: path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true })
    .catch(() => {});
}

/**
 * Waits for the transitions and animations running on the page to finish (a drawer sliding in, a panel fading
 * in): a half-faded element is not what the shopper reads or sees. Endless ones (a spinner, a skeleton's pulse)
 * and toasts are left out; a page at rest returns after two frames.
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
        !target?.closest('[data-sonner-toaster]')
      );
    });
    await Promise.allSettled(running.map((a) => a.finished));
  });
}
