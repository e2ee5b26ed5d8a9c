/**
 * Ready pages (plugins/web.ts, docs/decisions/104): a shopper's repeated GET of a shared server-rendered page is
 * answered from its finished bytes — plain, gzip or brotli — before routing and the pages route, with the
 * same headers as the first answer, until the catalogue changes. A request with an Authorization header or a
 * cookie never takes that path; If-None-Match gets its 304. A stand-in server bundle renders the product's title
 * as the API gives it (tests/e2e/server-render.spec.ts covers the real bundle).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { products } from '#server/db/schema';
import { encodeGuestBag } from '#domain/guest-bag-cookie';
import { guestBagLine } from '#tests/helpers/guest-bag';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body>
<div id="root"></div>
</body></html>`;

const STUB_BUNDLE = `
// A product page as large as a real one (~80 KB): @fastify/compress streams a reply that size (through the
// readable-stream package's Transform) where it compresses a small one in one go; both must become ready pages.
const filler = (p) => p.startsWith('/products/') ? Array.from({ length: 4000 }, (_, i) => 'piece ' + i * 7919 % 10007).join(' ') : 'x'.repeat(4000);
export async function renderPage(url, transport, options) {
  let title = '';
  const m = /^\\/products\\/([^/]+)$/.exec(url.pathname);
  if (m) {
    const res = await transport('/api/product/get-product/' + m[1], { method: 'GET', headers: {} });
    title = res.status === 200 ? (await res.json()).product.title : 'missing';
  }
  const bag = options?.guestBag ? options.guestBag.length : 0;
  return { html: '<main data-path="' + url.pathname + url.search + '" data-bag="' + bag + '">' + title + ' ' + filler(url.pathname) + '</main>', hydrationData: { loaderData: {}, actionData: null, errors: null } };
}
`;

const SLUG = 'aurora-round-solitaire-ring';
const URL_ = `/products/${SLUG}`;
const SAME_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'content-encoding', 'content-length'];

describe('ready pages', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-ready-pages-'));
    const webRoot = path.join(dir, 'web');
    const ssrRoot = path.join(dir, 'ssr');
    await mkdir(webRoot, { recursive: true });
    await mkdir(ssrRoot, { recursive: true });
    await writeFile(path.join(webRoot, 'index.html'), TEMPLATE);
    await writeFile(path.join(ssrRoot, 'entry-server.js'), STUB_BUNDLE);
    t = await createTestApp({ seed: true, build: { webRoot, ssrRoot } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const decoders = [
    [undefined, (b: Buffer) => b],
    ['gzip, deflate, br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const;

  it('answers a repeated anonymous GET from ready bytes per encoding, headers as the first answer', async () => {
    const resolve = vi.spyOn(t.app.pageHeads, 'resolve');
    try {
      for (const url of [URL_, '/', '/shop', '/collections/rings?sort=price_asc', '/about']) {
        let plain = '';
        for (const [accept, decode] of decoders) {
          const headers = accept ? { 'accept-encoding': accept } : {};
          const first = await t.app.inject({ url, headers });
          expect(first.statusCode, url).toBe(200);
          const calls = resolve.mock.calls.length;
          const again = await t.app.inject({ url, headers });
          // The pages route did not run again: answered before routing.
          expect(resolve.mock.calls.length, url).toBe(calls);
          expect(again.statusCode).toBe(200);
          for (const name of SAME_HEADERS)
            expect(again.headers[name], `${url} ${accept} ${name}`).toBe(first.headers[name]);
          expect(again.headers['content-encoding']).toBe(
            accept ? (accept.includes('br') ? 'br' : 'gzip') : undefined,
          );
          expect(again.headers.etag).toMatch(/^W\/"/);
          expect(again.headers['x-content-type-options']).toBe('nosniff');
          expect(again.headers['content-security-policy']).toMatch(/default-src 'self'/);
          expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
          const text = decode(again.rawPayload).toString('utf8');
          if (!accept) plain = text;
          else expect(text).toBe(plain);
          expect(text).toContain(`data-path="${url}"`);
        }
      }
    } finally {
      resolve.mockRestore();
    }
  });

  it('answers 304 to a matching If-None-Match, and never a HEAD or a POST from it', async () => {
    const first = await t.app.inject({ url: URL_ });
    const etag = first.headers.etag as string;
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const notModified = await t.app.inject({ url: URL_, headers: { ...headers, 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers.vary).toMatch(/accept-encoding/);
    }
    const other = await t.app.inject({ url: URL_, headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: URL_ });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await t.app.inject({ method: 'POST', url: '/about', payload: 'a=1' });
    expect(post.statusCode).toBe(303);
  });

  it('shows a catalogue change at once', async () => {
    const before = await t.app.inject({ url: URL_ });
    await t.app.inject({ url: URL_ });
    expect(before.body).toContain('Aurora Round Solitaire Ring');
    await t.app.db.update(products).set({ title: 'Aurora Ready Page Ring' }).where(eq(products.slug, SLUG));
    // What every admin write announces (lib/catalog-events.ts; other processes hear it through PostgreSQL).
    await t.app.catalogEvents.changed('product');
    const after = await t.app.inject({ url: URL_ });
    expect(after.body).toContain('Aurora Ready Page Ring');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({
      url: URL_,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('Aurora Ready Page Ring');
  });

  it('never answers a request with Authorization or a cookie from a ready page', async () => {
    await t.app.inject({ url: '/cart' });
    await t.app.inject({ url: '/cart' });
    const resolve = vi.spyOn(t.app.pageHeads, 'resolve');
    try {
      const bag = await t.app.inject({
        url: '/cart',
        headers: { cookie: `aurelia_bag=${encodeGuestBag([guestBagLine('Ready Ring')])}` },
      });
      expect(bag.body).toContain('data-bag="1"');
      expect(bag.headers['cache-control']).toBe('private, no-cache');
      const admin = await createUser(t.app, { role: 'admin' });
      await t.app.inject({ url: URL_ });
      const calls = resolve.mock.calls.length;
      await t.app.inject({ url: URL_, headers: admin.headers });
      await t.app.inject({ url: URL_, headers: { cookie: 'theme=dark' } });
      // Both went through the pages route.
      expect(resolve.mock.calls.length).toBe(calls + 2);
    } finally {
      resolve.mockRestore();
    }
    // The anonymous page is still the shared one.
    expect((await t.app.inject({ url: '/cart' })).body).toContain('data-bag="0"');
  });

  it('keeps only the 200 page of that exact URL: an unknown product stays a 404, another query string is its own page', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await t.app.inject({ url: '/products/no-such-ring' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
    const other = await t.app.inject({ url: `${URL_}?ref=mail` });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(`data-path="${URL_}?ref=mail"`);
  });
});
