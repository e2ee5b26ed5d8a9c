/**
 * Ready replies (lib/catalog/http.ts, docs/decisions/104): a shopper's repeated catalogue read is answered from bytes
 * made once — plain, gzip or brotli by Accept-Encoding — before validation and the handler, with the same
 * headers as the first answer, until the catalogue changes. Admin callers (Authorization) never take that path.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { products } from '#server/db/schema';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { insertProduct } from './helpers';

const SAME_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'content-encoding'] as const;

describe('ready catalogue replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a repeated read from ready bytes by Accept-Encoding, headers as the first answer', async () => {
    const cache = catalogCache(t.app);
    const load = vi.spyOn(cache, 'json');
    try {
      for (const url of [
        '/api/product/search?q=solitare%20rnig',
        '/api/category/featured-categories',
        '/api/product/get-product/aurora-round-solitaire-ring',
        '/api/product/get-products-filtered?sort=price_asc&limit=12',
      ]) {
        for (const [accept, decode] of [
          [undefined, (b: Buffer) => b],
          ['gzip, deflate, br', brotliDecompressSync],
          ['gzip', gunzipSync],
          ['br;q=0, gzip', gunzipSync],
        ] as const) {
          const headers = accept ? { 'accept-encoding': accept } : {};
          const first = await t.app.inject({ url, headers });
          const calls = load.mock.calls.length;
          const again = await t.app.inject({ url, headers });
          // The route's handler did not run again: answered before it.
          expect(load.mock.calls.length, url).toBe(calls);
          expect(again.statusCode).toBe(200);
          for (const name of SAME_HEADERS)
            expect(again.headers[name], `${url} ${name}`).toBe(first.headers[name]);
          expect(again.headers.vary).toMatch(/accept-encoding/i);
          expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
          expect(again.headers['x-content-type-options']).toBe('nosniff');
          expect(again.headers['content-security-policy']).toMatch(/default-src 'self'/);
          expect(decode(again.rawPayload).toString('utf8')).toBe(decode(first.rawPayload).toString('utf8'));
          expect(JSON.parse(decode(again.rawPayload).toString('utf8')).success).toBe(true);
        }
      }
      // A compressed answer is compressed, and decodes to the plain one.
      const url = '/api/category/featured-categories';
      const plain = await t.app.inject({ url });
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    } finally {
      load.mockRestore();
    }
  });

  it('answers 304 to a matching If-None-Match, and a HEAD like the route does', async () => {
    const url = '/api/product/get-product/aurora-round-solitaire-ring';
    const first = await t.app.inject({ url });
    await t.app.inject({ url });
    const notModified = await t.app.inject({
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers the new reply at once after a catalogue change', async () => {
    const url = '/api/product/get-product/aurora-round-solitaire-ring';
    const before = await t.app.inject({ url });
    await t.app.inject({ url });
    await t.app.db
      .update(products)
      .set({ title: 'Aurora Round Solitaire Ring (Ready)' })
      .where(eq(products.slug, 'aurora-round-solitaire-ring'));
    // Not announced: still the remembered reply (the cache is real)…
    expect((await t.app.inject({ url })).json().product.title).toBe(before.json().product.title);
    // …announced: the new one, and its own ETag.
    await t.app.catalogEvents.changed('product');
    const after = await t.app.inject({ url });
    expect(after.json().product.title).toBe('Aurora Round Solitaire Ring (Ready)');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(stale.statusCode).toBe(200);
  });

  it('never answers an admin from a shopper’s remembered reply', async () => {
    const hidden = await insertProduct(t.app, {
      title: 'Hidden Ready Ring',
      categorySlug: 'rings',
      status: 'inactive',
      variants: [{ material: 'Yellow Gold', purity: '18KT', pricePaise: 5_000_000 }],
    });
    const url = `/api/product/get-product/${hidden.slug}`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const admin = await createUser(t.app, { role: 'admin' });
    const asAdmin = await t.app.inject({ url, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().product.status).toBe('inactive');
  });

  it('answers a malformed query with its 400, never from memory', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/api/product/get-products-filtered?sort=cheapest' });
      expect(res.statusCode).toBe(400);
    }
  });
});
