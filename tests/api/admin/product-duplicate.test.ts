/**
 * POST /api/admin/products/{id}/duplicate (docs/api/admin.md "Duplicate a product", docs/decisions/098): a hidden
 * copy with "(copy)" in its name, a fresh slug and SKUs, the variants and their images, zero stock; image files
 * shared safely (deleting either product leaves the other's pictures in place).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import { products, variants } from '#server/db/schema';
import { copyTitle } from '#server/modules/admin/products/duplicate-product';
import {
  addCategory,
  addProduct,
  addSubcategory,
  call,
  expectStored,
  png,
  setupAdminTest,
  variant,
  type AdminTestContext,
} from './helpers';

describe('admin: duplicate a product', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest();
  });
  afterAll(async () => ctx?.t.close());

  async function original() {
    const category = await addCategory(ctx, `Rings ${Math.random().toString(36).slice(2, 7)}`, await png());
    const sub = await addSubcategory(ctx, category._id, `Halo ${Math.random().toString(36).slice(2, 7)}`);
    const sku = `EMR-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    return addProduct(ctx, {
      title: 'Emerald Halo Ring',
      category: category._id,
      subcategory: sub._id,
      description: 'A Colombian emerald in a halo of diamonds.',
      tags: ['emerald', 'halo'],
      isFeatured: true,
      variants: [variant(`${sku}-Y`), variant(`${sku}-R`, { metalColor: 'Rose Gold', stock: 2 })],
    });
  }

  it('makes a hidden copy with "(copy)", a fresh slug and SKUs, the variants and images, and zero stock', async () => {
    const source = await original();
    const res = await call(ctx.app, ctx.admin, 'POST', `/api/admin/products/${source._id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const { product: copy, message } = ProductWriteReply.parse(res.json());
    expect(message).toMatch(/duplicated/i);
    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({
      title: 'Emerald Halo Ring (copy)',
      status: 'inactive',
      isFeatured: false,
      description: source.description,
      tags: source.tags,
      category: source.category,
      subcategory: source.subcategory,
      mainImage: source.mainImage,
    });
    expect(copy.slug).not.toBe(source.slug);
    expect(copy.slug).toMatch(/^emerald-halo-ring-copy/);
    expect(copy.variants).toHaveLength(2);
    copy.variants.forEach((v, i) => {
      const from = source.variants[i]!;
      expect(v).toMatchObject({
        material: from.material,
        purity: from.purity,
        size: from.size,
        price: from.price,
        discount: from.discount,
        images: from.images,
        stock: 0,
        sku: `${from.sku}-COPY`,
      });
      expect(v._id).not.toBe(from._id);
    });
    // The original is untouched.
    const [kept] = await ctx.app.db.select().from(products).where(eq(products.id, source._id));
    expect(kept).toMatchObject({ title: 'Emerald Halo Ring', status: 'active', isFeatured: true });
    const stock = await ctx.app.db.select().from(variants).where(eq(variants.productId, source._id));
    expect(stock.map((v) => v.stock).sort()).toEqual([2, 4]);
    // A second copy gets its own slug and SKUs.
    const again = ProductWriteReply.parse(
      (await call(ctx.app, ctx.admin, 'POST', `/api/admin/products/${source._id}/duplicate`)).json(),
    ).product;
    expect(again.slug).not.toBe(copy.slug);
    expect(again.variants.map((v) => v.sku)).toEqual(source.variants.map((v) => `${v.sku}-COPY-2`));
  });

  it('shares the image files safely: deleting either product keeps the other’s pictures', async () => {
    const source = await original();
    const copy = ProductWriteReply.parse(
      (await call(ctx.app, ctx.admin, 'POST', `/api/admin/products/${source._id}/duplicate`)).json(),
    ).product;
    const files = [source.mainImage, ...source.variants.flatMap((v) => v.images)];
    const del = await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${source._id}`);
    expect(del.statusCode, del.body).toBe(200);
    for (const url of files) expectStored(ctx, url);
    const view = await call(ctx.app, ctx.admin, 'GET', `/api/admin/products/${copy._id}`);
    expect(view.json().product.mainImage).toBe(source.mainImage);
    // Once the copy goes too, nothing uses them: they leave storage.
    const gone = await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${copy._id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    for (const url of files) expectStored(ctx, url, false);
  });

  it('keeps the title within its limit, never cutting "(copy)"', () => {
    const long = 'R'.repeat(200);
    expect(copyTitle(long)).toHaveLength(200);
    expect(copyTitle(long).endsWith(' (copy)')).toBe(true);
  });

  it('404 for an unknown product, 400 for a malformed id, 401 without a token and 403 for a shopper', async () => {
    const unknown = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/admin/products/00000000-0000-4000-8000-000000000000/duplicate',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found.' });
    const bad = await call(ctx.app, ctx.admin, 'POST', '/api/admin/products/nope/duplicate');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const source = await original();
    const before = await ctx.app.db.select({ id: products.id }).from(products);
    for (const [user, status] of [
      [null, 401],
      [ctx.shopper, 403],
    ] as const) {
      const res = await call(ctx.app, user, 'POST', `/api/admin/products/${source._id}/duplicate`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await ctx.app.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });
});
