import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { planDemoCatalogue } from '#server/db/seed/demo-catalogue';
import { seedDemoIfEmpty } from '#server/db/seed/seed-demo';
import { queryRows } from '#server/db/client';
import { MERCHANDISING_SLUGS, puritiesFor } from '#domain/catalog-constants';
import { BRAND } from '#domain/brand';
import { AdminProductsReply } from '#domain/schemas/catalog';

describe('the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('has the four categories, at least 12 subcategories including the home page ones, and at least 48 products', async () => {
    const { db } = t.handle;
    const cats = await queryRows<{ slug: string; image_url: string }>(
      db,
      sql`select slug, image_url from categories order by sort_order`,
    );
    const slugs = cats.map((r) => r.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['rings', 'earrings', 'necklaces', 'bracelets', BRAND.collectionSlug]),
    );
    for (const r of cats) expect(r.image_url).toMatch(/^\/uploads\/demo\/.+\.webp$/);

    const subs = await queryRows<{ slug: string }>(db, sql`select slug from subcategories`);
    const subSlugs = subs.map((r) => r.slug);
    expect(subSlugs.length).toBeGreaterThanOrEqual(12);
    expect(subSlugs).toEqual(expect.arrayContaining(Object.values(MERCHANDISING_SLUGS)));

    const res = await t.app.inject({ method: 'GET', url: '/api/product/getproducts?limit=100' });
    expect(res.statusCode).toBe(200);
    const body = AdminProductsReply.parse(res.json());
    expect(body.pages).toBe(1);
    expect(body.products.length).toBeGreaterThanOrEqual(48);
  });

  it('keeps its invariants: images on every variant, inStock exactly when stock > 0, unique SKUs and slugs', async () => {
    const { products, pages } = AdminProductsReply.parse(
      (await t.app.inject({ url: '/api/product/getproducts?limit=100' })).json(),
    );
    expect(pages).toBe(1);
    const skus = new Set<string>();
    const slugs = new Set<string>();
    const materials = new Set<string>();
    const purities = new Set<string>();
    let outOfStock = 0;
    let percentage = 0;
    let fixed = 0;
    for (const p of products) {
      expect(slugs.has(p.slug)).toBe(false);
      slugs.add(p.slug);
      expect(p.title.length).toBeGreaterThan(5);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(4);
      for (const v of p.variants) {
        expect(v.images.length).toBeGreaterThanOrEqual(1);
        expect(v.images.length).toBeLessThanOrEqual(4);
        expect(v.inStock).toBe(v.stock > 0);
        expect(v.stock).toBeGreaterThanOrEqual(0);
        expect(puritiesFor(v.material)).toContain(v.purity);
        expect(skus.has(v.sku)).toBe(false);
        skus.add(v.sku);
        materials.add(v.material);
        purities.add(v.purity);
        if (v.stock === 0) outOfStock++;
        if (v.discount.type === 'percentage') percentage++;
        if (v.discount.type === 'fixed') fixed++;
        if (p.category.slug === 'rings') expect(v.size.length).toBeGreaterThan(0);
      }
    }
    expect([...materials].sort()).toEqual(['Platinum', 'Rose Gold', 'Silver', 'White Gold', 'Yellow Gold']);
    expect(purities).toEqual(new Set(['14KT', '18KT', '22KT', '925 Sterling', 'PT950']));
    expect(outOfStock).toBeGreaterThan(0);
    expect(percentage).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(0);
    // Each metal of a product shows its own picture.
    for (const p of products) {
      const firstImageByMetal = new Map(p.variants.map((v) => [v.material, v.images[0]]));
      expect(new Set(firstImageByMetal.values()).size).toBe(firstImageByMetal.size);
    }
  });

  it('is deterministic: the same code plans the same catalogue', () => {
    const a = planDemoCatalogue();
    const b = planDemoCatalogue();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('is written once: seeding again does nothing', async () => {
    const again = await seedDemoIfEmpty(t.handle.db, { renderImages: false });
    expect(again.seeded).toBe(false);
    const [count] = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from products`);
    expect(count!.n).toBe(planDemoCatalogue().products.length);
  });
});
