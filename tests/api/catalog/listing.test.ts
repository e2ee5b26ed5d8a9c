import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { ListingReply, ProductsBySlugsReply, type ProductDto } from '#domain/schemas/catalog';
import { ErrorReply } from '#domain/schemas/common';
import { discountedPrice } from '#domain/money';
import { BRAND } from '#domain/brand';
import { collectionProducts, products, variants } from '#server/db/schema';
import { getJson, idOfCategory, idOfSubcategory, insertOrder, insertProduct, postJson } from './helpers';

const LIST = '/api/product/get-products-filtered';
/** The card's price: the first variant after discount (docs/shop/storefront.md §5). */
const cardPrice = (p: ProductDto) => discountedPrice(p.variants[0]!.price, p.variants[0]!.discount);

describe('GET /api/product/get-products-filtered', () => {
  let t: TestApp;
  let ringsId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ringsId = await idOfCategory(t.app, 'rings');
  });
  afterAll(async () => t?.close());

  it('lists a category by the spec id with the fields a product card reads', async () => {
    const body = await getJson(t.app, `${LIST}?categoryId=${ringsId}&limit=60`, ListingReply);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Products fetched successfully.');
    expect(body.listing).toMatchObject({ kind: 'category', _id: ringsId, name: 'Rings', slug: 'rings' });
    expect(body.products.length).toBeGreaterThan(5);
    for (const p of body.products) {
      expect(p.category.slug).toBe('rings');
      expect(p.status).toBe('active');
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(p.variants.length).toBeGreaterThan(0);
      for (const v of p.variants) {
        expect(v).toMatchObject({ material: expect.any(String), purity: expect.any(String) });
        expect(Array.isArray(v.size)).toBe(true);
        expect(v.images[0]).toMatch(/^\/uploads\//);
        expect(v.inStock).toBe(v.stock > 0);
      }
    }
    expect(body.total).toBe(body.products.length);
  });

  it('lists the same category by its slug (a pasted /collections/rings link) and by categorySlug', async () => {
    const byId = await getJson(t.app, `${LIST}?categoryId=${ringsId}`, ListingReply);
    const bySlug = await getJson(t.app, `${LIST}?slug=rings`, ListingReply);
    const byCategorySlug = await getJson(t.app, `${LIST}?categorySlug=RINGS`, ListingReply);
    expect(bySlug.products.map((p) => p._id)).toEqual(byId.products.map((p) => p._id));
    expect(byCategorySlug.total).toBe(byId.total);
  });

  it('lists a subcategory with its home products AND the products listed in it (collection_products)', async () => {
    const subId = await idOfSubcategory(t.app, 'best-seller');
    const listed = await t.app.db
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.subcategoryId, subId));
    expect(listed.length).toBeGreaterThan(3);
    const body = await getJson(t.app, `${LIST}?subcategoryId=${subId}&limit=60`, ListingReply);
    expect(body.listing).toMatchObject({ kind: 'subcategory', slug: 'best-seller' });
    expect(body.listing.category?.slug).toBe(BRAND.collectionSlug);
    expect(new Set(body.products.map((p) => p._id))).toEqual(new Set(listed.map((l) => l.productId)));

    const home = await getJson(t.app, `${LIST}?slug=engagement-rings`, ListingReply);
    expect(home.listing.kind).toBe('subcategory');
    expect(home.products.every((p) => p.subcategory?.slug === 'engagement-rings')).toBe(true);

    // A featured collection line by its slug (/aurelias-collection/heritage).
    const heritage = await getJson(t.app, `${LIST}?subcategorySlug=heritage`, ListingReply);
    expect(heritage.total).toBeGreaterThan(0);
  });

  it('lists the whole shop without a listing key', async () => {
    const body = await getJson(t.app, `${LIST}?limit=60`, ListingReply);
    expect(body.listing.kind).toBe('all');
    expect(body.total).toBeGreaterThanOrEqual(48);
  });

  it('filters by metals: a product passes when any variant is of a chosen metal', async () => {
    const body = await getJson(t.app, `${LIST}?metals=Silver&limit=60`, ListingReply);
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.products) expect(p.variants.some((v) => v.material === 'Silver')).toBe(true);
    const two = await getJson(t.app, `${LIST}?metals=Silver&metals=Rose%20Gold&limit=60`, ListingReply);
    const comma = await getJson(t.app, `${LIST}?metals=Silver,Rose%20Gold&limit=60`, ListingReply);
    expect(two.total).toBeGreaterThan(body.total);
    expect(comma.total).toBe(two.total);
    for (const p of two.products)
      expect(p.variants.some((v) => v.material === 'Silver' || v.material === 'Rose Gold')).toBe(true);
  });

  it('filters by categories (slugs) and by the first variant’s discounted price, inclusive', async () => {
    const earrings = await getJson(t.app, `${LIST}?categories=earrings,bracelets&limit=60`, ListingReply);
    expect(earrings.total).toBeGreaterThan(0);
    for (const p of earrings.products) expect(['earrings', 'bracelets']).toContain(p.category.slug);

    const all = await getJson(t.app, `${LIST}?limit=60`, ListingReply);
    const body = await getJson(t.app, `${LIST}?minPrice=10000&maxPrice=40000&limit=60`, ListingReply);
    const expected = all.products.filter((p) => cardPrice(p) >= 10000 && cardPrice(p) <= 40000);
    expect(body.products.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
    expect(body.total).toBeGreaterThan(0);

    // The default slider (0 to "₹20,000+") sends no maxPrice: nothing is hidden.
    const open = await getJson(t.app, `${LIST}?minPrice=0&limit=60`, ListingReply);
    expect(open.total).toBe(all.total);
    const exact = cardPrice(all.products[0]!);
    const inclusive = await getJson(t.app, `${LIST}?minPrice=${exact}&maxPrice=${exact}`, ListingReply);
    expect(inclusive.products.map((p) => p._id)).toContain(all.products[0]!._id);
  });

  it('sorts by price both ways, by newest and by best selling (ties by newest)', async () => {
    const asc = await getJson(t.app, `${LIST}?sort=price_asc&limit=60`, ListingReply);
    const prices = asc.products.map(cardPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await getJson(t.app, `${LIST}?sort=price_desc&limit=60`, ListingReply);
    expect(desc.products.map(cardPrice)).toEqual([...prices].sort((a, b) => b - a));
    const newest = await getJson(t.app, `${LIST}?sort=newest&limit=60`, ListingReply);
    const dates = newest.products.map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    // Two older pieces sell; a cancelled order counts for nothing.
    const oldest = newest.products.at(-1)!;
    const second = newest.products.at(-2)!;
    await insertOrder(t.app, oldest._id, 3);
    await insertOrder(t.app, second._id, 2);
    await insertOrder(t.app, second._id, 5, 'Cancelled');
    const best = await getJson(t.app, `${LIST}?sort=best_selling&limit=60`, ListingReply);
    expect(best.products[0]!._id).toBe(oldest._id);
    expect(best.products[1]!._id).toBe(second._id);
    // The rest (nothing sold) in newest order.
    expect(best.products.slice(2).map((p) => p._id)).toEqual(
      newest.products.filter((p) => p._id !== oldest._id && p._id !== second._id).map((p) => p._id),
    );
  });

  it('pages with totals; a page past the end is empty but keeps the total', async () => {
    const all = await getJson(t.app, `${LIST}?sort=newest&limit=60`, ListingReply);
    const p1 = await getJson(t.app, `${LIST}?sort=newest&limit=10&page=1`, ListingReply);
    const p2 = await getJson(t.app, `${LIST}?sort=newest&limit=10&page=2`, ListingReply);
    expect(p1).toMatchObject({ total: all.total, page: 1, limit: 10, totalPages: Math.ceil(all.total / 10) });
    expect(p1.products.map((p) => p._id)).toEqual(all.products.slice(0, 10).map((p) => p._id));
    expect(p2.products.map((p) => p._id)).toEqual(all.products.slice(10, 20).map((p) => p._id));
    const past = await getJson(t.app, `${LIST}?sort=newest&limit=10&page=99`, ListingReply);
    expect(past.products).toEqual([]);
    expect(past.total).toBe(all.total);
    expect(past.message).toBe('No products found.');
    const empty = await getJson(t.app, `${LIST}?minPrice=99999999`, ListingReply);
    expect(empty).toMatchObject({ total: 0, products: [], totalPages: 1 });
  });

  it('hides inactive products from shoppers', async () => {
    const hidden = await insertProduct(t.app, {
      title: 'Hidden Halo Ring',
      categorySlug: 'rings',
      subcategorySlug: 'engagement-rings',
      status: 'inactive',
      variants: [{ material: 'Silver', purity: '925 Sterling', pricePaise: 100_00 }],
    });
    const visible = await insertProduct(t.app, {
      title: 'Visible Halo Ring',
      categorySlug: 'rings',
      subcategorySlug: 'engagement-rings',
      variants: [{ material: 'Silver', purity: '925 Sterling', pricePaise: 100_00 }],
    });
    for (const url of [
      `${LIST}?slug=rings&limit=60`,
      `${LIST}?slug=engagement-rings&limit=60`,
      `${LIST}?limit=60&sort=price_asc`,
    ]) {
      const ids = (await getJson(t.app, url, ListingReply)).products.map((p) => p._id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).toContain(visible.id);
    }
  });

  it('keeps the card price and metals the filters use in step with variant changes (database triggers)', async () => {
    const made = await insertProduct(t.app, {
      title: 'Trigger Test Bangle',
      categorySlug: 'bracelets',
      subcategorySlug: 'bangles',
      variants: [
        { material: 'Platinum', purity: 'PT950', pricePaise: 77_777_00 },
        { material: 'Rose Gold', purity: '18KT', pricePaise: 11_111_00 },
      ],
    });
    const ids = async (query: string) =>
      (await getJson(t.app, `${LIST}?slug=bangles&limit=60&${query}`, ListingReply)).products.map(
        (p) => p._id,
      );
    expect(await ids('minPrice=77777&maxPrice=77777')).toContain(made.id);
    expect(await ids('metals=Rose%20Gold')).toContain(made.id);
    // A 10% discount on the first variant moves the card price; a metal change moves the metal filter.
    const [first, second] = await t.app.db
      .select()
      .from(variants)
      .where(eq(variants.productId, made.id))
      .orderBy(variants.position);
    await t.app.db
      .update(variants)
      .set({ discountType: 'percentage', discountValue: 1000 })
      .where(eq(variants.id, first!.id));
    await t.app.db.update(variants).set({ material: 'White Gold' }).where(eq(variants.id, second!.id));
    await t.app.catalogEvents.changed('product');
    expect(await ids('minPrice=77777&maxPrice=77777')).not.toContain(made.id);
    expect(await ids('minPrice=69999.3&maxPrice=69999.3')).toContain(made.id);
    expect(await ids('metals=Rose%20Gold')).not.toContain(made.id);
    expect(await ids('metals=White%20Gold')).toContain(made.id);
    // Reordering makes the other variant the card's; deleting it hands the price back.
    await t.app.db.update(variants).set({ position: 5 }).where(eq(variants.id, first!.id));
    await t.app.catalogEvents.changed('product');
    expect(await ids('minPrice=11111&maxPrice=11111')).toContain(made.id);
    await t.app.db.delete(variants).where(eq(variants.id, second!.id));
    await t.app.catalogEvents.changed('product');
    expect(await ids('minPrice=69999.3&maxPrice=69999.3')).toContain(made.id);
    expect(await ids('metals=White%20Gold')).not.toContain(made.id);
    // A stock change alone (every order) leaves them as they are.
    await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, first!.id));
    await t.app.catalogEvents.changed('stock');
    expect(await ids('minPrice=69999.3&maxPrice=69999.3&metals=Platinum')).toContain(made.id);
  });

  it('answers 404 for an unknown or malformed id or slug, never 500', async () => {
    for (const query of [
      'categoryId=00000000-0000-4000-8000-000000000000',
      'subcategoryId=00000000-0000-4000-8000-000000000000',
      'categoryId=not-a-uuid',
      "subcategoryId=1'%20or%201=1",
      'slug=no-such-collection',
      'subcategorySlug=rings',
      'categorySlug=%00',
    ]) {
      const res = await t.app.inject({ url: `${LIST}?${query}` });
      expect(res.statusCode, query).toBe(404);
      expect(ErrorReply.parse(res.json()).message).toBe('Collection not found.');
    }
  });

  it('refuses malformed filters with 400 and the reason', async () => {
    const cases: Array<[string, string]> = [
      ['metals=Copper', 'Unknown metal.'],
      ['sort=cheapest', 'Sort must be one of price_asc, price_desc, newest or best_selling.'],
      ['minPrice=abc', 'Price must be a number of rupees, at least 0.'],
      ['minPrice=-5', 'Price must be a number of rupees, at least 0.'],
      ['minPrice=500&maxPrice=100', 'The minimum price cannot be more than the maximum price.'],
      ['page=0', 'Page must be a whole number from 1.'],
      ['page=1.5', 'Page must be a whole number from 1.'],
      ['limit=1000', 'Limit must be a whole number from 1 to 60.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `${LIST}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(ErrorReply.parse(res.json()).message).toBe(message);
    }
  });
});

describe('POST /api/product/get-products-by-category-slugs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('answers one entry per known slug with details.slug and its products, in the order asked', async () => {
    const body = await postJson(
      t.app,
      '/api/product/get-products-by-category-slugs',
      { slugs: ['new-arrivals', 'best-seller', 'no-such-list', 'trending-now'] },
      ProductsBySlugsReply,
    );
    expect(body.success).toBe(true);
    expect(body.message).toEqual(expect.any(String));
    expect(body.data.map((d) => d.details.slug)).toEqual(['new-arrivals', 'best-seller', 'trending-now']);
    for (const entry of body.data) {
      expect(entry.products.length).toBeGreaterThan(0);
      expect(entry.products.length).toBeLessThanOrEqual(8);
      const dates = entry.products.map((p) => Date.parse(p.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    const limited = await postJson(
      t.app,
      '/api/product/get-products-by-category-slugs',
      { slugs: ['rings'], limit: 3 },
      ProductsBySlugsReply,
    );
    expect(limited.data[0]!.details).toMatchObject({ kind: 'category', slug: 'rings' });
    expect(limited.data[0]!.products).toHaveLength(3);
  });

  it('leaves inactive products out', async () => {
    const subId = await idOfSubcategory(t.app, 'new-arrivals');
    const [first] = await t.app.db
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.subcategoryId, subId));
    await t.app.db.update(products).set({ status: 'inactive' }).where(eq(products.id, first!.productId));
    await t.app.catalogEvents.changed('product');
    const body = await postJson(
      t.app,
      '/api/product/get-products-by-category-slugs',
      { slugs: ['new-arrivals'], limit: 24 },
      ProductsBySlugsReply,
    );
    expect(body.data[0]!.products.map((p) => p._id)).not.toContain(first!.productId);
  });

  it('refuses a missing or empty slug list with 400', async () => {
    for (const payload of [{}, { slugs: [] }, { slugs: 'new-arrivals' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/get-products-by-category-slugs',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(ErrorReply.parse(res.json()).message).toBe('Please send a list of slugs.');
    }
  });
});
