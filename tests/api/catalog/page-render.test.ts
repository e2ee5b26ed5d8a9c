/**
 * The server's side of server-rendered pages (src/server/plugins/page-render.ts, docs/decisions/112), with a
 * stand-in server bundle in place of dist/ssr: which paths are rendered, how the markup and React Router's
 * hydration data are put into the page, that a loader's redirect is a real HTTP redirect (text the page holds is never read as a replacement pattern), that a render's API
 * calls reach the app in-process, that renderings are kept until the catalogue changes, and that a failing
 * render leaves the page to the browser. tests/e2e/server-render.spec.ts covers the real bundle.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { encodeGuestBag } from '#domain/guest-bag-cookie';
import { guestBagLine } from '#tests/helpers/guest-bag';
import { createUser } from '#tests/helpers/users';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body>
<div id="root"></div>
<noscript>no js</noscript>
</body></html>`;

/** Renders the path, the health check's status (through the transport) and text with replacement patterns. */
const STUB_BUNDLE = `
globalThis.__renders = 0;
export async function renderPage(url, transport, options) {
  globalThis.__renders++;
  if (url.pathname === '/products/broken') throw new Error('render failed');
  if (url.pathname === '/products/moved') return { redirect: { status: 302, location: '/products/new-home' } };
  if (url.pathname === '/profile' && !options?.user) return { redirect: { status: 302, location: '/login?next=%2Fprofile' } };
  const health = await transport('/api/health', { method: 'GET', headers: { accept: 'application/json' } });
  const me = await transport('/api/auth/check-auth', { method: 'GET', headers: {} });
  const html = '<link rel="preload" as="image" href="/hero.webp">' +
    '<main data-path="' + url.pathname + url.search + '" data-health="' + health.status + '" data-me="' + me.status + '" data-user="' + (options?.user ? options.user.name : '') + '" data-bag="' + (options?.guestBag ? options.guestBag.map((l) => l.name + ' x' + l.quantity).join(',') : 'none') + '">Save $& and $\\' today, render ' + globalThis.__renders + '</main>';
  const layout = { queries: { mutations: [], queries: [{ queryKey: ['k'], state: { data: '</script><b>', dataUpdatedAt: 1 } }] } };
  if (options?.guestBag) layout.guestBag = options.guestBag;
  return { html, hydrationData: { loaderData: { storefront: layout }, actionData: null, errors: null } };
}
`;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('server-rendered first HTML', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-ssr-'));
    const webRoot = path.join(dir, 'web');
    const ssrRoot = path.join(dir, 'ssr');
    await mkdir(path.join(webRoot, '.vite'), { recursive: true });
    await mkdir(ssrRoot, { recursive: true });
    await writeFile(path.join(webRoot, 'index.html'), TEMPLATE);
    await writeFile(
      path.join(webRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'boot.tsx': { file: 'assets/boot-1.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        'features/cart/pages/CartPage.tsx': { file: 'assets/CartPage-1.js', imports: ['boot.tsx'] },
      }),
    );
    await writeFile(path.join(ssrRoot, 'entry-server.js'), STUB_BUNDLE);
    t = await createTestApp({ seed: true, build: { webRoot, ssrRoot } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    const root = /<div id="root">([\s\S]*?)<\/div>\n<noscript>/.exec(res.body)?.[1] ?? '';
    const state = /<script id="router-data" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
    return { res, root, state };
  };

  it('renders a storefront page with its data; page text stays as written', async () => {
    const { res, root, state } = await page('/collections/rings?sort=price_asc');
    expect(res.statusCode).toBe(200);
    expect(root).toContain('data-path="/collections/rings?sort=price_asc"');
    // The render's API call reached the app in-process.
    expect(root).toContain('data-health="200"');
    expect(root).toContain("Save $& and $' today");
    // React's hoisted resources go into <head>, not into #root.
    expect(res.body.indexOf('<link rel="preload" as="image" href="/hero.webp">')).toBeLessThan(
      res.body.indexOf('</head>'),
    );
    expect(root).not.toContain('<link');
    // The router's hydration data cannot close its script tag, and goes as rendered (the browser stamps its
    // queries as just fetched: src/web/app/browser-router.ts).
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    const parsed = JSON.parse(state!) as {
      loaderData: {
        storefront: { queries: { queries: Array<{ state: { data: string; dataUpdatedAt: number } }> } };
      };
    };
    const query = parsed.loaderData.storefront.queries.queries[0]!;
    expect(query.state.data).toBe('</script><b>');
    expect(query.state.dataUpdatedAt).toBe(1);
    // The old hand-over is gone.
    expect(res.body).not.toContain('aurelia-state');
  });

  it("sends a loader's redirect as a real HTTP redirect", async () => {
    const res = await t.app.inject({ url: '/products/moved' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/products/new-home');
  });

  it('keeps a rendering until the catalogue changes', async () => {
    const first = await page('/about');
    const count = renders();
    const again = await page('/about');
    expect(renders()).toBe(count);
    expect(again.root).toBe(first.root);
    await t.app.catalogEvents.changed('test');
    const after = await page('/about');
    expect(renders()).toBe(count + 1);
    expect(after.root).not.toBe(first.root);
  });

  it('sends the same finished page, compressed, until the catalogue changes', async () => {
    const br = () => t.app.inject({ url: '/faq', headers: { 'accept-encoding': 'br' } });
    const first = await br();
    const again = await br();
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.app.inject({ url: '/faq' });
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    // A change makes a new rendering, and so a new finished page — never the old one kept compressed.
    await t.app.catalogEvents.changed('test');
    const after = await br();
    const text = brotliDecompressSync(after.rawPayload).toString();
    expect(text).not.toBe(plain.body);
    expect(text).toMatch(/render \d+/);
    expect(/render (\d+)/.exec(text)![1]).not.toBe(/render (\d+)/.exec(plain.body)![1]);
  });

  it('sends a form posted to a page without JavaScript back to that page, and nowhere else', async () => {
    const form = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=asha%40example.com&password=a+secret',
      });
    const back = await form('/checkout?step=1');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/checkout');
    expect(back.body).not.toContain('secret');
    for (const url of ['//evil.example/checkout', '/no-such-page', '/favicon.svg']) {
      const res = await form(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
    // The API keeps its own answer.
    expect((await form('/api/no-such-call')).statusCode).toBe(404);
  });

  it('leaves sign-in, admin and unknown pages to the browser', async () => {
    const shopper = await createUser(t.app);
    for (const url of ['/login', '/wishlist', '/no-such-page']) {
      const { root, state } = await page(url);
      expect(root.trim(), url).toBe('');
      expect(state, url).toBeUndefined();
    }
    // The back office for a signed-in shopper: the app, whose own guard sends a non-admin home.
    const admin = await page('/admin/products', `aurelia_session=${shopper.token}`);
    expect(admin.res.statusCode).toBe(200);
    expect(admin.root.trim()).toBe('');
  });

  describe("a signed-in shopper's pages, and the guards on the server (decision 122)", () => {
    it('renders for the shopper whose session cookie the server accepts, their cookie on every API call', async () => {
      const shopper = await createUser(t.app, { name: 'Tara Sen' });
      const cookie = `theme=dark; aurelia_session=${shopper.token}`;
      for (const url of ['/shop?personal=1', '/cart', '/checkout', '/wishlist', '/profile']) {
        const { res, root, state } = await page(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(root, url).toContain('data-user="Tara Sen"');
        // The render's own call to check-auth went with the shopper's cookie.
        expect(root, url).toContain('data-me="200"');
        expect(res.headers['cache-control'], url).toBe('private, no-cache');
        expect(res.headers.etag, url).toBeUndefined();
        expect(state, url).toBeDefined();
      }
      // Nothing of theirs is kept for anyone else: a guest gets the shared page, whose calls carry no cookie.
      const guest = await page('/shop?personal=1');
      expect(guest.root).toContain('data-user=""');
      expect(guest.root).toContain('data-me="401"');
      expect(guest.res.headers['cache-control']).toBe('no-cache');
    });

    it('renders a refused or unreadable session as a guest sees the page', async () => {
      const ended = await createUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `aurelia_session=${ended.token}`, origin: 'http://localhost' },
      });
      for (const cookie of [
        `aurelia_session=${ended.token}`,
        'aurelia_session=not.a-real.token',
        'aurelia_session=',
      ]) {
        const { res, root } = await page('/shop', cookie);
        expect(res.statusCode, cookie).toBe(200);
        expect(root, cookie).toContain('data-user=""');
      }
    });

    it("sends a guest's /profile and /admin to sign in first, and back after", async () => {
      for (const [url, next] of [
        ['/profile', '/login?next=%2Fprofile'],
        ['/admin', '/login?next=%2Fadmin'],
        ['/admin/products?page=2', '/login?next=%2Fadmin%2Fproducts%3Fpage%3D2'],
      ] as const) {
        const { res } = await page(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location, url).toBe(next);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    });
  });

  it('sends the plain page when a render fails', async () => {
    const { res, root, state } = await page('/products/broken');
    expect(res.statusCode).toBeLessThan(500);
    expect(root.trim()).toBe('');
    expect(state).toBeUndefined();
  });

  it("asks the bag's code to come with the bag's HTML when the server cannot show the bag", async () => {
    const cart = await page('/cart', 'aurelia_bag=more');
    for (const file of ['assets/CartPage-1.js', 'assets/boot-1.js', 'assets/shared-1.js'])
      expect(cart.res.body).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    const home = await page('/');
    expect(home.res.body).not.toContain('modulepreload');
    // An empty bag is shown as it is: nothing to fetch ahead.
    expect((await page('/cart')).res.body).not.toContain('modulepreload');
  });

  it('sends pages compressed when the browser accepts it', async () => {
    const plain = await t.app.inject({ url: '/shop' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('data-path="/shop"');
    const gz = await t.app.inject({ url: '/shop', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('data-path="/shop"');
  });

  describe("a guest's bag from its cookie copy (decision 112)", () => {
    const line = guestBagLine;
    const cookieFor = (lines: unknown[]) => `theme=dark; aurelia_bag=${encodeGuestBag(lines)}; other=1`;

    it("renders /cart and /checkout with the guest's bag, for this request only", async () => {
      const bag = [line('Ruby Solitaire', 2), line('Pearl Studs $& </script>')];
      const count = renders();
      for (const url of ['/cart', '/checkout']) {
        const { res, root, state } = await page(url, cookieFor(bag));
        // (The stand-in bundle writes names as they are; React would escape them.)
        expect(root, url).toContain('data-bag="Ruby Solitaire x2,Pearl Studs $& </script> x1"');
        // Personal: no shared cache may keep it, and the browser adopts the very lines it was rendered with.
        expect(res.headers['cache-control'], url).toBe('private, no-cache');
        expect(state, url).not.toContain('</script>');
        expect(JSON.parse(state!).loaderData.storefront.guestBag, url).toEqual(bag);
        // A complete page: its code is not fetched ahead of its pictures.
        expect(res.body, url).not.toContain('modulepreload');
      }
      // Another bag on the same path is another rendering (nothing kept from the first).
      const other = await page('/cart', cookieFor([line('Emerald Band', 3)]));
      expect(other.root).toContain('data-bag="Emerald Band x3"');
      expect(renders()).toBe(count + 3);
      // Without the cookie the bag is empty (decision 122): rendered so, once for every such guest.
      const empty = await page('/cart');
      expect(empty.root).toContain('data-bag=""');
      expect(empty.res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(empty.state!).loaderData.storefront.guestBag).toEqual([]);
      // A bag too big for its copy: the lines are unknown, so the frame.
      const frame = await page('/cart', 'aurelia_bag=more');
      expect(frame.root).toContain('data-bag="none"');
      expect(JSON.parse(frame.state!).loaderData.storefront.guestBag).toBeUndefined();
    });

    it('reads the cookie only for the bag pages', async () => {
      const { root, res } = await page('/shop?from=bag', cookieFor([line('Ruby Solitaire')]));
      expect(root).toContain('data-bag="none"');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('ignores a bag it could not show as written, and never fails the page for it', async () => {
      const hostile = [
        'not json',
        encodeURIComponent('{"a":1}'),
        encodeGuestBag([line('Bad image', 1, { mainImage: 'javascript:alert(1)' })]),
        encodeGuestBag([line('Bad slug', 1, { slug: '../admin' })]),
        encodeGuestBag([line('Zero', 0)]),
        encodeGuestBag([{ ...line('Proto'), productId: '__proto__' }]),
        encodeGuestBag([line('x'.repeat(300))]),
        '%E0%A4%A',
        'x'.repeat(5000),
      ];
      for (const value of hostile) {
        const { res, root } = await page('/cart', `aurelia_bag=${value}`);
        expect(res.statusCode, value!.slice(0, 40)).toBe(200);
        expect(root, value!.slice(0, 40)).toContain('data-bag="none"');
      }
    });
  });
});
