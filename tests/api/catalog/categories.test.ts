import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import {
  CategoriesReply,
  CategoryReply,
  ListingReply,
  SubcategoriesByCategoryReply,
  SubcategoriesReply,
  SubsBySlugsReply,
} from '#domain/schemas/catalog';
import { ErrorReply } from '#domain/schemas/common';
import { BRAND } from '#domain/brand';
import { categories } from '#server/db/schema';
import { getJson, idOfCategory, insertProduct, postJson } from './helpers';

describe('category and subcategory reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('GET /api/category/featured-categories answers the featured categories with their subcategories', async () => {
    const body = await getJson(t.app, '/api/category/featured-categories', CategoriesReply);
    expect(body.success).toBe(true);
    expect(body.categories.map((c) => c.slug)).toEqual(['rings', 'earrings', 'necklaces', 'bracelets']);
    for (const c of body.categories) {
      expect(c.isFeatured).toBe(true);
      expect(c.image.url).toMatch(/^\/uploads\//);
      expect(c.subcategories!.length).toBeGreaterThan(2);
      for (const s of c.subcategories!) {
        expect(s.category).toEqual({ _id: c._id, name: c.name });
        expect(s.image.url).toMatch(/^\/uploads\//);
      }
    }
  });

  it('GET /api/category/allcategories and getCatWithSubCats answer every category', async () => {
    const all = await getJson(t.app, '/api/category/allcategories', CategoriesReply);
    expect(all.categories.map((c) => c.slug)).toContain(BRAND.collectionSlug);
    expect(all.categories).toHaveLength(5);
    const nested = await getJson(t.app, '/api/category/getCatWithSubCats', CategoriesReply);
    expect(nested.categories.map((c) => c._id)).toEqual(all.categories.map((c) => c._id));
    const collection = nested.categories.find((c) => c.slug === BRAND.collectionSlug)!;
    expect(collection.subcategories!.map((s) => s.slug)).toEqual([
      'heritage',
      'celestial',
      'bridal-edit',
      'everyday-fine',
      'new-arrivals',
      'best-seller',
      'trending-now',
    ]);
  });

  it('GET /api/category/get-category/{id} answers one category, 404 for unknown or malformed ids', async () => {
    const id = await idOfCategory(t.app, 'earrings');
    const body = await getJson(t.app, `/api/category/get-category/${id}`, CategoryReply);
    expect(body.category).toMatchObject({ _id: id, name: 'Earrings', image: { url: expect.any(String) } });
    for (const ref of ['00000000-0000-4000-8000-000000000000', 'earrings', '%00', '1']) {
      const res = await t.app.inject({ url: `/api/category/get-category/${ref}` });
      expect(res.statusCode).toBe(404);
      expect(ErrorReply.parse(res.json()).message).toBe('Category not found.');
    }
  });

  it('GET /api/subcategory/featured-subcategories answers featured subcategories with counts of active pieces', async () => {
    const body = await getJson(t.app, '/api/subcategory/featured-subcategories', SubcategoriesReply);
    expect(body.subcategories.length).toBeGreaterThan(4);
    for (const s of body.subcategories) {
      expect(s.isFeatured).toBe(true);
      expect(s.count).toBeGreaterThan(0);
      const listing = await getJson(
        t.app,
        `/api/product/get-products-filtered?subcategoryId=${s._id}`,
        ListingReply,
      );
      expect(listing.total).toBe(s.count);
    }
    const before = body.subcategories.find((s) => s.slug === 'engagement-rings')!.count!;
    await insertProduct(t.app, {
      title: 'Inactive Engagement Ring',
      categorySlug: 'rings',
      subcategorySlug: 'engagement-rings',
      status: 'inactive',
      variants: [{ material: 'Platinum', purity: 'PT950', pricePaise: 1_00_000_00 }],
    });
    await insertProduct(t.app, {
      title: 'Active Engagement Ring',
      categorySlug: 'rings',
      subcategorySlug: 'engagement-rings',
      variants: [{ material: 'Platinum', purity: 'PT950', pricePaise: 1_00_000_00 }],
    });
    const after = await getJson(t.app, '/api/subcategory/featured-subcategories', SubcategoriesReply);
    expect(after.subcategories.find((s) => s.slug === 'engagement-rings')!.count).toBe(before + 1);
  });

  it('POST /api/subcategory/getsubs-by-slugs answers categories keyed by slug with their subcategories', async () => {
    const body = await postJson(
      t.app,
      '/api/subcategory/getsubs-by-slugs',
      { slugs: [BRAND.collectionSlug, 'earrings', 'nope'] },
      SubsBySlugsReply,
    );
    expect(Object.keys(body.categories).sort()).toEqual([BRAND.collectionSlug, 'earrings'].sort());
    const block = body.categories[BRAND.collectionSlug]!;
    // Home's featured collection block: the first four lines, each with a title, description and count.
    for (const s of block.subcategories.slice(0, 4)) {
      expect(s.title).toEqual(expect.any(String));
      expect(s.description!.length).toBeGreaterThan(20);
      expect(s.count).toBeGreaterThan(0);
    }
    expect(body.categories.earrings!.subcategories.map((s) => s.slug)).toContain('jhumkas');
    const res = await t.app.inject({ method: 'POST', url: '/api/subcategory/getsubs-by-slugs', payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('GET /api/subcategory/by-category/{id} answers subcategories and categoryTitle, 404 when unknown', async () => {
    const id = await idOfCategory(t.app, 'necklaces');
    const body = await getJson(t.app, `/api/subcategory/by-category/${id}`, SubcategoriesByCategoryReply);
    expect(body.categoryTitle).toBe('Necklaces');
    expect(body.subcategories.map((s) => s.slug)).toEqual(['pendants', 'chains', 'chokers', 'mangalsutras']);
    for (const ref of ['00000000-0000-4000-8000-000000000000', 'necklaces']) {
      const res = await t.app.inject({ url: `/api/subcategory/by-category/${ref}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('reflects a category change at once (the write calls catalogEvents.changed)', async () => {
    await getJson(t.app, '/api/category/featured-categories', CategoriesReply);
    await t.app.db.update(categories).set({ isFeatured: false }).where(eq(categories.slug, 'bracelets'));
    await t.app.catalogEvents.changed('category');
    const body = await getJson(t.app, '/api/category/featured-categories', CategoriesReply);
    expect(body.categories.map((c) => c.slug)).not.toContain('bracelets');
  });
});
