/**
 * The server knows who is asking (docs/decisions/122): a signed-in shopper's pages arrive with their own name,
 * bag, wishlist and profile in the first HTML (readable with JavaScript off) and hydrate as sent; such a page is
 * theirs alone (`private`). /checkout with an empty bag answers 302 to /cart, which gives the checkout's warning;
 * /profile sends a guest to /login on the server, and back after signing in. A guest's empty bag is rendered
 * empty at once, without a frame that jumps.
 */
import type { Page } from '@playwright/test';
import { baseURL, pageErrors } from './helpers/browser';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/no-script';
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
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
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

test.describe("a signed-in shopper's first HTML, and the server's redirects (decision 122)", () => {
  let product: TestProduct;
  test.beforeAll(async () => {
    product = await createProduct('First Load Signet', [{ price: 42_700, stock: 5, sizes: ['11', '13'] }]);
  });

  test("the shopper's name, bag, wishlist and profile are on the first response, and hydrate as sent", async ({
    openPage,
    openPlainPage,
  }) => {
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
    const plain = await openPlainPage(MOBILE);
    await plain
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: shopper.token, url: baseURL(), httpOnly: true }]);
    await plain.goto('/cart');
    await expect(plain.getByRole('link', { name: product.title }).first()).toBeAttached();
    await expect(plain.getByLabel('Cart, 2 items').first()).toBeAttached();
    await expect(plain.getByLabel('Wishlist, 1 item').first()).toBeAttached();
    await expect(plain.getByText(/Loading/)).toHaveCount(0);
    await plain.goto('/checkout');
    await expect(plain.getByRole('heading', { name: 'Checkout', level: 1 })).toHaveCount(1);
    await expect(plain.getByText(product.title).first()).toBeAttached();
    await expect(plain.getByText(/Loading/)).toHaveCount(0);
    await plain.goto('/wishlist');
    await expect(plain.getByText(product.title).first()).toBeAttached();
    await plain.goto('/profile');
    await expect(plain.getByRole('heading', { name: 'Hello, Ishita' })).toHaveCount(1);
    await expect(plain.getByText(shopper.email).first()).toBeAttached();

    // With the app: every page hydrates the shopper's markup as it is (no second render, no spinner first).
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      await signInBrowser(page, shopper);
      for (const path of ['/cart', '/checkout', '/wishlist', '/profile', `/products/${product.slug}`]) {
        await page.goto(path);
        expect(await hydratedAsSent(page), `${path} at ${viewport.width}px`).toBe(true);
        await expect(page.getByLabel('Cart, 2 items').first(), path).toBeAttached();
      }
      expect(pageErrors(page)).toEqual([]);
    }
  });

  test('/checkout with an empty bag answers 302 to /cart, which gives the warning', async ({ openPage }) => {
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
      const page = await openPage({ viewport });
      if (viewport === DESKTOP) await signInBrowser(page, shopper);
      await page.goto('/checkout');
      await expect(toast(page, EMPTY_CHECKOUT)).toBeVisible();
      // The notice is said once and leaves the address.
      await expect(page).toHaveURL(`${baseURL()}/cart`);
      await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toHaveCount(1);
    }
  });

  test('/profile sends a guest to /login on the server, and back once signed in', async ({ openPage }) => {
    const shopper = await newShopper('Nandini Iyer');
    for (const cookie of [undefined, `${SESSION_COOKIE}=not.a-real.token`]) {
      const answer = await firstAnswer('/profile?tab=orders', cookie);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/login?next=%2Fprofile%3Ftab%3Dorders');
    }
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/profile?tab=orders');
    await expect(page).toHaveURL(atPath('/login'));
    await expect(toast(page, 'Authentication token not found. Please log in again.')).toBeVisible();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL()}/profile?tab=orders`);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  });

  test("a guest's empty bag is rendered empty at once: nothing jumps", async ({ openPage }) => {
    const answer = await firstAnswer('/cart');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Your cart is empty.');
    expect(answer.text).not.toContain('Loading cart');
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      await page.goto('/cart');
      expect(await hydratedAsSent(page)).toBe(true);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    }
  });
});
