import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { AdminProductsReply, ProductReply, ProductsReply } from '#domain/schemas/catalog';
import { ErrorReply } from '#domain/schemas/common';
import { products, productSlugHistory } from '#server/db/schema';
import { getJson, insertProduct } from './helpers';

describe('product reads', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let hidden: { id: string; slug: string };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await createUser(t.app, { role: 'admin' });
    shopper = await createUser(t.app);
    hidden = await insertProduct(t.app, {
      title: 'Draft Sapphire Band',
      categorySlug: 'rings',
      subcategorySlug: 'wedding-bands',
      status: 'inactive',
      variants: [{ material: 'White Gold', purity: '18KT', pricePaise: 45_000_00 }],
    });
  });
  afterAll(async () => t?.close());

  describe('GET /api/product/get-product/{id or slug}', () => {
    it('finds a product by slug and by id with every field the product page reads', async () => {
      const bySlug = await getJson(
        t.app,
        '/api/product/get-product/aurora-round-solitaire-ring',
        ProductReply,
      );
      const p = bySlug.product;
      expect(p).toMatchObject({
        title: 'Aurora Round Solitaire Ring',
        slug: 'aurora-round-solitaire-ring',
        status: 'active',
        category: { name: 'Rings', slug: 'rings' },
        subcategory: { slug: 'engagement-rings' },
      });
      expect(p.mainImage).toMatch(/^\/uploads\/demo\/.+\.webp$/);
      expect(p.description.length).toBeGreaterThan(40);
      for (const v of p.variants) {
        expect(v.size.length).toBeGreaterThan(0); // a ring has sizes
        expect(v.price).toBeGreaterThan(0);
        expect(v.discount).toHaveProperty('value');
        expect(v.sku).toMatch(/^AUR-/);
        expect(v.images.length).toBeGreaterThan(0);
      }
      expect(bySlug.redirect).toBeUndefined();
      const byId = await getJson(t.app, `/api/product/get-product/${p._id}`, ProductReply);
      expect(byId.product).toEqual(p);
    });

    it('finds a renamed product by its old slug and says where it moved', async () => {
      const made = await insertProduct(t.app, {
        title: 'Moonlit Pendant',
        categorySlug: 'necklaces',
        subcategorySlug: 'pendants',
        variants: [{ material: 'Yellow Gold', purity: '18KT', pricePaise: 12_500_00 }],
      });
      await t.app.db.insert(productSlugHistory).values({ slug: 'moonlight-pendant', productId: made.id });
      await t.app.catalogEvents.changed('product');
      const body = await getJson(t.app, '/api/product/get-product/moonlight-pendant', ProductReply);
      expect(body.product._id).toBe(made.id);
      expect(body.redirect).toEqual({ from: 'moonlight-pendant', to: made.slug });
    });

    it('hides an inactive product from shoppers (404) but shows it to an admin', async () => {
      for (const headers of [{}, shopper.headers, { authorization: 'Bearer expired.or.forged' }]) {
        for (const ref of [hidden.id, hidden.slug]) {
          const res = await t.app.inject({ url: `/api/product/get-product/${ref}`, headers });
          expect(res.statusCode).toBe(404);
          expect(ErrorReply.parse(res.json()).message).toBe('Product not found.');
        }
      }
      const asAdmin = await getJson(
        t.app,
        `/api/product/get-product/${hidden.id}`,
        ProductReply,
        admin.headers,
      );
      expect(asAdmin.product).toMatchObject({ _id: hidden.id, status: 'inactive' });
      const edit = await getJson(
        t.app,
        `/api/product/getproduct/${hidden.slug}`,
        ProductReply,
        admin.headers,
      );
      expect(edit.product._id).toBe(hidden.id);
    });

    it('answers 404 for unknown, malformed and hostile ids, never 500', async () => {
      for (const ref of [
        '00000000-0000-4000-8000-000000000000',
        'no-such-piece',
        'not-a-uuid-at-all',
        '%00',
        '%E2%82%AC',
        "x'%20or%201=1--",
        'a'.repeat(190),
      ]) {
        for (const path of ['get-product', 'getproduct']) {
          const res = await t.app.inject({ url: `/api/product/${path}/${ref}` });
          expect(res.statusCode, `${path}/${ref}`).toBe(404);
          expect(ErrorReply.parse(res.json()).success).toBe(false);
        }
      }
      // Longer than any id or slug: Fastify's own 414, still a clear client error.
      const long = await t.app.inject({ url: `/api/product/get-product/${'a'.repeat(250)}` });
      expect(long.statusCode).toBe(414);
    });
  });

  describe('GET /api/product/{id}/related', () => {
    it('answers other active pieces of the same subcategory first, then the category', async () => {
      const { product } = await getJson(
        t.app,
        '/api/product/get-product/aurora-round-solitaire-ring',
        ProductReply,
      );
      const body = await getJson(t.app, `/api/product/${product._id}/related?limit=8`, ProductsReply);
      expect(body.success).toBe(true);
      expect(body.products.length).toBe(8);
      const ids = body.products.map((p) => p._id);
      expect(ids).not.toContain(product._id);
      expect(ids).not.toContain(hidden.id);
      for (const p of body.products) expect(p.category.slug).toBe('rings');
      const sameSub = body.products.map((p) => p.subcategory?.slug === 'engagement-rings');
      expect(sameSub.indexOf(false)).toBeGreaterThan(0);
      expect(sameSub.slice(sameSub.indexOf(false))).not.toContain(true);
      const bySlug = await getJson(t.app, `/api/product/${product.slug}/related`, ProductsReply);
      expect(bySlug.products).toHaveLength(4);
    });

    it('answers 404 for an unknown or inactive product', async () => {
      for (const ref of ['no-such-piece', hidden.id, '123']) {
        const res = await t.app.inject({ url: `/api/product/${ref}/related` });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('GET /api/product/getproducts', () => {
    it('answers active products to shoppers, newest first, a page at a time with a total', async () => {
      const first = await getJson(t.app, '/api/product/getproducts', AdminProductsReply);
      expect(first).toMatchObject({ page: 1, limit: 20, pages: Math.ceil(first.total / 20) });
      expect(first.products).toHaveLength(Math.min(20, first.total));
      const body = await getJson(t.app, '/api/product/getproducts?limit=100', AdminProductsReply);
      expect(body.pages).toBe(1);
      expect(body.products.length).toBe(body.total);
      expect(body.products.every((p) => p.status === 'active')).toBe(true);
      expect(body.products.map((p) => p._id)).not.toContain(hidden.id);
      const dates = body.products.map((p) => Date.parse(p.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // A shopper asking for inactive ones still gets active ones only.
      const sneaky = await getJson(
        t.app,
        '/api/product/getproducts?status=inactive',
        AdminProductsReply,
        shopper.headers,
      );
      expect(sneaky.products.every((p) => p.status === 'active')).toBe(true);
    });

    it('gives an admin inactive products too, with search, status filter and pages', async () => {
      const all = await getJson(
        t.app,
        '/api/product/getproducts?limit=100',
        AdminProductsReply,
        admin.headers,
      );
      expect(all.pages).toBe(1);
      expect(all.products.map((p) => p._id)).toContain(hidden.id);
      const inactive = await getJson(
        t.app,
        '/api/product/getproducts?status=inactive',
        AdminProductsReply,
        admin.headers,
      );
      expect(inactive.products.map((p) => p._id)).toEqual([hidden.id]);
      const searched = await getJson(
        t.app,
        '/api/product/getproducts?q=sapphire',
        AdminProductsReply,
        admin.headers,
      );
      expect(searched.total).toBeGreaterThan(1);
      for (const p of searched.products)
        expect(`${p.title} ${p.slug} ${p.tags.join(' ')} ${p.variants.map((v) => v.sku).join(' ')}`).toMatch(
          /sapphire/i,
        );
      const bySku = await getJson(
        t.app,
        '/api/product/getproducts?q=AUR-RI001',
        AdminProductsReply,
        admin.headers,
      );
      expect(bySku.products.map((p) => p.title)).toEqual(['Aurora Round Solitaire Ring']);
      const page2 = await getJson(
        t.app,
        '/api/product/getproducts?page=2&limit=5',
        AdminProductsReply,
        admin.headers,
      );
      expect(page2).toMatchObject({ page: 2, limit: 5, total: all.total });
      expect(page2.products.map((p) => p._id)).toEqual(all.products.slice(5, 10).map((p) => p._id));
      const weird = await getJson(
        t.app,
        '/api/product/getproducts?q=%25_%5C',
        AdminProductsReply,
        admin.headers,
      );
      expect(weird.total).toBe(0);
    });

    it('refuses bad paging with 400', async () => {
      for (const q of ['page=0', 'limit=101', 'limit=x', 'status=deleted']) {
        const res = await t.app.inject({ url: `/api/product/getproducts?${q}`, headers: admin.headers });
        expect(res.statusCode, q).toBe(400);
      }
    });
  });

  it('sends cached replies compressed for clients that accept it, identical once decoded', async () => {
    const url = '/api/product/get-products-filtered?limit=24';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });

  it('sends an ETag and answers 304 while nothing changed', async () => {
    const first = await t.app.inject({ url: '/api/product/get-product/aurora-round-solitaire-ring' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/product/get-product/aurora-round-solitaire-ring',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await t.app.db
      .update(products)
      .set({ title: 'Aurora Round Solitaire Ring II' })
      .where(eq(products.slug, 'aurora-round-solitaire-ring'));
    await t.app.catalogEvents.changed('product');
    const changed = await t.app.inject({
      url: '/api/product/get-product/aurora-round-solitaire-ring',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product.title).toBe('Aurora Round Solitaire Ring II');
  });
});
