/**
 * Server-rendered first HTML (docs/decisions/112, React Router's data APIs): storefront pages arrive readable
 * without JavaScript, follow the catalogue as it changes, hydrate without being rendered again, never show a
 * shopper's bag as empty (and show a guest's bag from its cookie copy, decision 112). A signed-in shopper's own
 * first HTML is tests/e2e/signed-in-first-load.spec.ts (decision 122); sign-in and back-office pages are left to
 * the browser.
 */
import type { Page } from '@playwright/test';
import { baseURL, pageErrors } from './helpers/browser';
import { DESKTOP, MOBILE, expect, test } from './helpers/no-script';
import {
  addToServerCart,
  createProduct,
  guestLine,
  newShopper,
  setGuestCart,
  signInBrowser,
  type TestProduct,
} from './helpers/shop';
import { encodeGuestBag } from '#domain/guest-bag-cookie';

const html = async (path: string) => {
  const res = await fetch(`${baseURL()}${path}`);
  return { status: res.status, text: await res.text() };
};
/** The markup inside <div id="root"> as the server sent it. */
const rootMarkup = (page: string) => {
  const start = page.indexOf('<div id="root">') + '<div id="root">'.length;
  // The template's <noscript> after the root (a page may hold its own, e.g. the listing's Sort button).
  const end = page.lastIndexOf('</div>', page.lastIndexOf('<noscript>'));
  return page.slice(start, end);
};

async function live(page: Page): Promise<string | undefined> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  return page.evaluate(() => document.documentElement.dataset.hydration);
}

test.describe('server-rendered storefront pages', () => {
  let product: TestProduct;
  test.beforeAll(async () => {
    product = await createProduct('Server Rendered Band', [{ price: 31_500, stock: 4, sizes: ['10', '12'] }]);
  });

  test('a product page and the home page are readable with JavaScript off', async ({ openPlainPage }) => {
    const page = await openPlainPage(MOBILE);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByText('₹31,500').first()).toBeAttached();
    // Links are plain links: a shopper can still move around before (or without) the app.
    const home = page.getByRole('link', { name: /Aurelia/i }).first();
    await expect(home).toHaveAttribute('href', '/');

    await page.goto('/');
    const trending = page.getByRole('heading', { name: 'Trending Now' });
    await expect(trending).toHaveCount(1);
    // Seen, not only present: no section waits for a script to fade it in.
    const opacity = await trending.evaluate((el) => {
      let o = 1;
      for (let n: Element | null = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
      return o;
    });
    expect(opacity).toBe(1);
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeAttached();
  });

  test('the first HTML carries the data it was rendered from and follows catalogue changes', async () => {
    const before = await html('/collections/rings');
    expect(before.status).toBe(200);
    expect(before.text).toContain('<script id="router-data" type="application/json">');
    const added = await createProduct('Freshly Listed Ring', [{ price: 27_000, stock: 2 }]);
    // The listing shows newest first; the change clears the rendered page in every process.
    const after = await html('/collections/rings');
    expect(rootMarkup(after.text)).toContain(added.title);
    expect(rootMarkup(before.text)).not.toContain(added.title);
  });

  test("a page's data is in React Router's hydration data, and the browser asks the catalogue for none of it", async ({
    openPage,
  }) => {
    // The loaders' data (TanStack Query's dehydrated state) as the router hands it over.
    const { text } = await html(`/products/${product.slug}`);
    const json = /<script id="router-data" type="application\/json">(.*?)<\/script>/s.exec(text)?.[1];
    expect(json).toBeDefined();
    type Dehydrated = { queries?: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } };
    const data = JSON.parse(json!) as { loaderData: Record<string, Dehydrated> };
    const keys = Object.values(data.loaderData).flatMap((d) =>
      (d?.queries?.queries ?? []).map((q) => JSON.stringify(q.queryKey)),
    );
    expect(keys).toContain(JSON.stringify(['catalog', 'product', product.slug]));
    expect(keys).toContain(JSON.stringify(['catalog', 'featured-categories']));
    expect(keys).toContain(JSON.stringify(['catalog', 'rates']));
    expect(keys.some((k) => k.startsWith('["catalog","related"'))).toBe(true);
    expect(text).not.toContain('aurelia-state');

    const catalogue = /\/api\/(category|subcategory|product|rates)\b/;
    for (const path of ['/', '/collections/rings', `/products/${product.slug}`]) {
      // A fresh context per page, at 1280 px.
      const page = await openPage();
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        // The reviews list loads when its section comes near (docs/decisions/100): not part of the start.
        if (catalogue.test(url.pathname) && !url.pathname.endsWith('/reviews')) calls.push(url.pathname);
      });
      await page.goto(path);
      expect(await live(page), path).toBeUndefined();
      // Until the network has been quiet for half a second: a call the app made as it started is seen.
      await page.waitForLoadState('networkidle');
      expect(calls, path).toEqual([]);
    }
  });

  test('pages hydrate the server markup as it is and respond to the shopper', async ({ openPage }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      for (const path of ['/', '/collections/rings', `/products/${product.slug}`, '/about']) {
        await page.goto(path);
        expect(await live(page), `${path} was rendered again instead of hydrated`).toBeUndefined();
      }
      await page.goto('/collections/rings');
      await live(page);
      // Ids made by React (useId) must be the same on both sides: every label still names its field.
      const orphanLabels = await page.evaluate(() =>
        [...document.querySelectorAll('label[for]')]
          .map((l) => l.getAttribute('for')!)
          .filter((id) => !document.getElementById(id)),
      );
      expect(orphanLabels).toEqual([]);
      if (viewport === DESKTOP) {
        // The header search was rendered on the server; its suggestions list is the browser's.
        await page.getByRole('combobox', { name: 'Search jewellery' }).fill('ring');
        const list = page.getByRole('listbox', { name: 'Search results' });
        await expect(list.getByRole('option').first()).toBeVisible();
        const controls = await page
          .getByRole('combobox', { name: 'Search jewellery' })
          .getAttribute('aria-controls');
        expect(controls).toBe(await list.getAttribute('id'));
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: /^Filter/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(pageErrors(page), `${viewport.width} px`).toEqual([]);
    }
  });

  test("the bag and checkout never show a shopper's bag as empty while the app starts", async ({
    openPage,
  }) => {
    // No bag cookie: the bag is empty (decision 122) — /cart says so, /checkout sends the shopper there.
    expect(rootMarkup((await html('/cart')).text)).toContain('Your cart is empty');
    // A bag too big for its cookie copy: the server does not know its lines, so both show their frame.
    for (const path of ['/cart', '/checkout']) {
      const res = await fetch(`${baseURL()}${path}`, { headers: { cookie: 'aurelia_bag=more' } });
      const markup = rootMarkup(await res.text());
      expect(markup, path).toMatch(/role="status"[^<]*>.*Loading/);
      expect(markup, path).not.toContain('Your cart is empty');
    }
    const page = await openPage({ viewport: MOBILE });
    const variant = product.variants[0]!;
    await setGuestCart(page, [guestLine(product, variant, 2, '10')]);
    await page.goto('/cart');
    await live(page);
    await expect(page.getByRole('link', { name: product.title }).first()).toBeAttached();
    await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  });

  test("a guest's bag is in the first HTML of /cart and /checkout and hydrates as it is", async ({
    openPage,
    openPlainPage,
  }) => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(`/products/${product.slug}`);
    await live(page);
    await page
      .getByRole('group', { name: /^Size/ })
      .first()
      .getByRole('radio', { name: '10', exact: true })
      .click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByLabel('Cart, 1 item').first()).toBeAttached();

    // The app keeps a copy of the bag in a cookie that only the bag's two pages receive (decision 112 "The
    // guest bag's cookie copy").
    const bagCookies = async () => (await page.context().cookies()).filter((c) => c.name === 'aurelia_bag');
    expect((await bagCookies()).map((c) => c.path).sort()).toEqual(['/cart', '/checkout']);

    // The server renders the bag from it: readable before (and without) any JavaScript.
    const plain = await openPlainPage(MOBILE);
    await plain.context().addCookies(await bagCookies());
    for (const path of ['/cart', '/checkout']) {
      await plain.goto(path);
      await expect(plain.getByText(product.title).first(), path).toBeAttached();
      await expect(plain.getByText('₹31,500.00').first(), path).toBeAttached();
      await expect(plain.getByText(/Loading/), path).toHaveCount(0);
    }
    await expect(plain.getByRole('heading', { name: 'Authentication' })).toHaveCount(1);

    // With the app: the markup is hydrated as sent, the header counts the same piece.
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path);
      expect(await live(page), path).toBeUndefined();
      await expect(page.getByLabel('Cart, 1 item').first(), path).toBeAttached();
    }
    expect(pageErrors(page)).toEqual([]);

    // Emptying the bag takes the copy away: the server renders an empty bag.
    await page.goto('/cart');
    await live(page);
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your cart is empty.')).toHaveCount(1);
    expect(await bagCookies()).toEqual([]);
  });

  test('what a guest types into a form before the app takes over is never sent in an address', async ({
    openPage,
    openPlainPage,
  }) => {
    const bag = encodeGuestBag([guestLine(product, product.variants[0]!, 1, '10')])!;
    const cookie = {
      name: 'aurelia_bag',
      value: bag,
      path: '/checkout',
      domain: new URL(baseURL()).hostname,
    };
    const fillLogin = async (page: Page) => {
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill('asha@example.com');
      await form.getByLabel('Password').fill('a secret 123');
      await form.getByRole('button', { name: 'Login' }).click();
    };

    // Without JavaScript the form posts: the password travels in the body, never in a URL or a server log.
    const plain = await openPlainPage(MOBILE);
    await plain.context().addCookies([cookie]);
    await plain.goto('/checkout');
    const sent = plain.waitForRequest((r) => r.isNavigationRequest());
    await fillLogin(plain);
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain('secret');
    expect(request.url()).not.toContain('password');

    // With JavaScript, before hydration (React's code held back here): pressing Login does nothing at all.
    const page = await openPage({ viewport: MOBILE });
    await page.context().addCookies([cookie]);
    await page.route('**/assets/react-*.js', (route) => route.abort());
    // Not page.goto('/checkout'), which waits for the app: from another page, as a link would.
    await page.goto('/robots.txt');
    await page.evaluate(() => location.assign('/checkout'));
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(`${r.method()} ${r.url()}`);
    });
    // The submit as the page saw it, once every capturing listener had its say: held back or not.
    await page.evaluate(() =>
      window.addEventListener(
        'submit',
        (e) => (document.body.dataset.submitHeld = String(e.defaultPrevented)),
      ),
    );
    await fillLogin(page);
    await page.waitForFunction(() => document.body.dataset.submitHeld !== undefined);
    expect(await page.evaluate(() => document.body.dataset.submitHeld)).toBe('true');
    await page.waitForLoadState('networkidle');
    expect(navigations).toEqual([]);
    await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  });

  test('a piece chosen and added while the app is still loading lands in the bag once, when it is live', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: MOBILE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/react-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not page.goto(path), which waits for the app: from another page, as a link would.
    await page.goto('/robots.txt');
    await page.evaluate((path) => location.assign(path), `/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // Before the app has taken over: choose a size (the page cannot show the choice yet, so its button still
    // reads Select Options), then an impatient double tap on that button.
    await page
      .getByRole('group', { name: /^Size/ })
      .first()
      .getByRole('radio', { name: '10', exact: true })
      .click();
    const add = page.getByRole('button', { name: 'Select Options' });
    await add.click();
    await add.click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByLabel('Cart, 1 item').first()).toBeAttached();
    // The replayed add opened the bag drawer with the piece (docs/decisions/110).
    const added = page.getByRole('dialog', { name: 'Added to your bag' });
    await expect(added).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(added).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]'));
    expect(
      stored.map((l: { quantity: number; variantDetails: { selectedSize: string } }) => [
        l.quantity,
        l.variantDetails.selectedSize,
      ]),
    ).toEqual([[1, '10']]);
    expect(pageErrors(page)).toEqual([]);
  });

  test("a signed-in shopper's header and bag are on the page (their own first HTML, decision 122)", async ({
    page,
  }) => {
    const shopper = await newShopper('Kavya Rao');
    await addToServerCart(shopper, product, product.variants[0]!, 1, '12');
    await signInBrowser(page, shopper);
    await page.goto(`/products/${product.slug}`);
    await live(page);
    await expect(page.getByRole('button', { name: /Hi, Kavya/ })).toHaveCount(1);
    await expect(page.getByLabel('Cart, 1 item').first()).toBeAttached();
  });

  test('sign-in and back-office pages are left to the browser', async () => {
    for (const path of ['/admin', '/login']) {
      const { text } = await html(path);
      expect(rootMarkup(text).trim(), path).toBe('');
      expect(text, path).not.toContain('id="router-data"');
    }
  });
});
