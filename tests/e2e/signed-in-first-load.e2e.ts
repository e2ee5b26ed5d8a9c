/**
 * The server knows who is asking (docs/decisions/122): a signed-in shopper's pages arrive with their own name,
 * bag, wishlist and profile in the first HTML (readable with JavaScript off) and hydrate as sent; such a page is
 * theirs alone (`private`). /checkout with an empty bag answers 302 to /cart, which gives the checkout's warning;
 * /profile sends a guest to /login on the server, and back after signing in. A guest's empty bag is rendered
 * empty at once, without a frame that jumps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import {
  addToServerCart,
  call,
  createProduct,
  newShopper,
  signInBrowser,
  toast,
  type TestProduct,
} from './helpers/shop';
import { SESSION_COOKIE } from './helpers/session';

const EMPTY_CHECKOUT = 'Your cart is empty. Please add items before checking out.';

/** The server's first answer for `path`, redirects not followed. */
async function firstAnswer(path: string, cookie?: string) {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    location: res.headers.get('location'),
    cacheControl: res.headers.get('cache-control'),
    text: await res.text(),
  };
}

/** Whether React hydrated the server's markup as sent (boot.tsx marks a page it had to render afresh). */
async function hydratedAsSent(page: Page): Promise<boolean> {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  return page.evaluate(() => document.documentElement.dataset.hydration !== 'recovered');
}

/** The page's layout shift score from its start until now (what Lighthouse calls CLS, for one page view). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 800);
      }),
  );
}

describe("a signed-in shopper's first HTML, and the server's redirects (decision 122)", () => {
  let browser: Browser;
  let product: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    product = await createProduct('First Load Signet', [{ price: 42_700, stock: 5, sizes: ['11', '13'] }]);
  });
  afterAll(async () => browser?.close());

  it("the shopper's name, bag, wishlist and profile are on the first response, and hydrate as sent", async () => {
    const shopper = await newShopper('Ishita Kapoor');
    await addToServerCart(shopper, product, product.variants[0]!, 2, '13');
    const wished = await call('/api/wishlist/add', {
      method: 'POST',
      token: shopper.token,
      body: { productId: product._id },
    });
    expect(wished.status).toBe(200);
    const cookie = `${SESSION_COOKIE}=${shopper.token}`;

    // Personal: never kept by a shared cache, never one of the pages every guest gets.
    for (const path of [
      '/shop',
      `/products/${product.slug}`,
      '/cart',
      '/checkout',
      '/wishlist',
      '/profile',
    ]) {
      const answer = await firstAnswer(path, cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe('private, no-cache');
      expect(answer.text, path).toContain('Ishita');
    }

    // With JavaScript off, as the server sent it.
    const noScript = await browser.newContext({
      baseURL: baseURL(),
      viewport: MOBILE,
      javaScriptEnabled: false,
    });
    try {
      await noScript.addCookies([
        { name: SESSION_COOKIE, value: shopper.token, url: baseURL(), httpOnly: true },
      ]);
      const plain = await noScript.newPage();
      await plain.goto('/cart');
      expect(await plain.getByRole('link', { name: product.title }).count()).toBeGreaterThan(0);
      expect(await plain.getByLabel('Cart, 2 items').count()).toBeGreaterThan(0);
      expect(await plain.getByLabel('Wishlist, 1 item').count()).toBeGreaterThan(0);
      expect(await plain.getByText(/Loading/).count()).toBe(0);
      await plain.goto('/checkout');
      expect(await plain.getByRole('heading', { name: 'Checkout', level: 1 }).count()).toBe(1);
      expect(await plain.getByText(product.title).count()).toBeGreaterThan(0);
      expect(await plain.getByText(/Loading/).count()).toBe(0);
      await plain.goto('/wishlist');
      expect(await plain.getByText(product.title).count()).toBeGreaterThan(0);
      await plain.goto('/profile');
      expect(await plain.getByRole('heading', { name: 'Hello, Ishita' }).count()).toBe(1);
      expect(await plain.getByText(shopper.email).count()).toBeGreaterThan(0);
    } finally {
      await noScript.close();
    }

    // With the app: every page hydrates the shopper's markup as it is (no second render, no spinner first).
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      try {
        await signInBrowser(page, shopper);
        for (const path of ['/cart', '/checkout', '/wishlist', '/profile', `/products/${product.slug}`]) {
          await page.goto(path);
          expect(await hydratedAsSent(page), `${path} at ${viewport.width}px`).toBe(true);
          expect(await page.getByLabel('Cart, 2 items').count(), path).toBeGreaterThan(0);
        }
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `signed-in-first-load-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });

  it('/checkout with an empty bag answers 302 to /cart, which gives the warning', async () => {
    // A guest without a bag (no bag cookie), and a signed-in shopper whose bag is empty.
    const shopper = await newShopper('Meera Pillai');
    for (const cookie of [undefined, `${SESSION_COOKIE}=${shopper.token}`]) {
      const answer = await firstAnswer('/checkout', cookie);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/cart?notice=checkout-empty');
    }
    // A guest bag too big for its cookie copy is not empty: checkout's frame, not a redirect.
    const tooBig = await firstAnswer('/checkout', 'aurelia_bag=more');
    expect(tooBig.status).toBe(200);

    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      try {
        if (viewport === DESKTOP) await signInBrowser(page, shopper);
        await page.goto('/checkout');
        await expect.poll(() => toast(page, EMPTY_CHECKOUT).isVisible()).toBe(true);
        // The notice is said once and leaves the address.
        await expect.poll(() => page.url()).toBe(`${baseURL()}/cart`);
        expect(await page.getByRole('heading', { name: 'Your cart is empty.' }).count()).toBe(1);
      } catch (err) {
        await screenshotOnFailure(page, `checkout-empty-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });

  it('/profile sends a guest to /login on the server, and back once signed in', async () => {
    const shopper = await newShopper('Nandini Iyer');
    for (const cookie of [undefined, `${SESSION_COOKIE}=not.a-real.token`]) {
      const answer = await firstAnswer('/profile?tab=orders', cookie);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/login?next=%2Fprofile%3Ftab%3Dorders');
    }
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/profile?tab=orders');
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect
        .poll(() => toast(page, 'Authentication token not found. Please log in again.').isVisible())
        .toBe(true);
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => page.url()).toBe(`${baseURL()}/profile?tab=orders`);
      await expect.poll(() => page.getByRole('heading', { name: 'No orders yet' }).isVisible()).toBe(true);
    } catch (err) {
      await screenshotOnFailure(page, 'profile-guard-server');
      throw err;
    } finally {
      await context.close();
    }
  });

  it("a guest's empty bag is rendered empty at once: nothing jumps", async () => {
    const answer = await firstAnswer('/cart');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Your cart is empty.');
    expect(answer.text).not.toContain('Loading cart');
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      try {
        await page.goto('/cart');
        expect(await hydratedAsSent(page)).toBe(true);
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      } finally {
        await context.close();
      }
    }
  });
});
