/**
 * The admin products list's sorts and filters (GET /api/product/getproducts; docs/api/admin.md "Products list",
 * docs/decisions/098): sort by name, price, stock or created, either way, from an allowed list; filter by
 * category, stock level (in / low / out) and status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '#server/db/schema';
import { AdminProductsReply } from '#domain/schemas/catalog';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { call, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin products list: sort and filter', () => {
  let ctx: AdminTestContext;
  let amber: MadeProduct; // ₹30,000, stock 12 + 8, active
  let bloom: MadeProduct; // ₹10,000, stock 2 + 9 (one variant low), active
  let crest: MadeProduct; // ₹20,000, stock 0, hidden
  beforeAll(async () => {
    ctx = await setupAdminTest();
    amber = await createProduct(ctx.app, {
      title: 'Amber Halo Ring',
      variants: [
        { pricePaise: 3_000_000, stock: 12 },
        { pricePaise: 3_500_000, stock: 8 },
      ],
    });
    bloom = await createProduct(ctx.app, {
      title: 'bloom Studs',
      variants: [
        { pricePaise: 1_000_000, stock: 2 },
        { pricePaise: 1_200_000, stock: 9 },
      ],
    });
    crest = await createProduct(ctx.app, {
      title: 'Crest Pendant',
      status: 'inactive',
      variants: [{ pricePaise: 2_000_000, stock: 0 }],
    });
    // Made in this order, a second apart, so "created" has a clear order.
    for (const [i, p] of [amber, bloom, crest].entries())
      await ctx.app.db.execute(
        sql`update products set created_at = now() - make_interval(secs => ${10 - i}) where id = ${p.id}`,
      );
  });
  afterAll(async () => ctx?.t.close());

  const titles = async (query: string) => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/product/getproducts?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return AdminProductsReply.parse(res.json()).products.map((p) => p.title);
  };

  it('sorts by name (case-insensitive), price, stock and created, ascending or descending', async () => {
    expect(await titles('sort=name')).toEqual(['Amber Halo Ring', 'bloom Studs', 'Crest Pendant']);
    expect(await titles('sort=name&dir=desc')).toEqual(['Crest Pendant', 'bloom Studs', 'Amber Halo Ring']);
    // Price is the first variant's (as the storefront sorts): 10,000 < 20,000 < 30,000.
    expect(await titles('sort=price')).toEqual(['bloom Studs', 'Crest Pendant', 'Amber Halo Ring']);
    expect(await titles('sort=price&dir=desc')).toEqual(['Amber Halo Ring', 'Crest Pendant', 'bloom Studs']);
    // Stock is all variants': 0 < 11 < 20.
    expect(await titles('sort=stock')).toEqual(['Crest Pendant', 'bloom Studs', 'Amber Halo Ring']);
    expect(await titles('sort=stock&dir=desc')).toEqual(['Amber Halo Ring', 'bloom Studs', 'Crest Pendant']);
    expect(await titles('sort=created')).toEqual(['Amber Halo Ring', 'bloom Studs', 'Crest Pendant']);
    // Without a sort: newest first, as before.
    expect(await titles('')).toEqual(['Crest Pendant', 'bloom Studs', 'Amber Halo Ring']);
  });

  it('filters by stock level: out (none), low (a variant at or under 3), in (every variant above)', async () => {
    expect(await titles('stock=out')).toEqual(['Crest Pendant']);
    expect(await titles('stock=low')).toEqual(['bloom Studs']);
    expect(await titles('stock=in')).toEqual(['Amber Halo Ring']);
  });

  it('filters by category and status, together with a sort and a search', async () => {
    const [row] = await ctx.app.db
      .select({ category: products.categoryId })
      .from(products)
      .where(eq(products.id, bloom.id));
    expect(await titles(`category=${row!.category}`)).toEqual(['bloom Studs']);
    expect(await titles('status=inactive')).toEqual(['Crest Pendant']);
    expect(await titles('status=active&sort=price&dir=desc')).toEqual(['Amber Halo Ring', 'bloom Studs']);
    expect(await titles('status=active&stock=in&q=halo')).toEqual(['Amber Halo Ring']);
    const page = AdminProductsReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/product/getproducts?sort=name&limit=1&page=2')).json(),
    );
    expect(page.products.map((p) => p.title)).toEqual(['bloom Studs']);
    expect(page).toMatchObject({ total: 3, page: 2, pages: 3 });
  });

  it('refuses a sort, direction, stock level or category outside the allowed lists (400, nothing leaks)', async () => {
    for (const [query, message] of [
      ['sort=title;drop table products', 'Sort by name, price, stock or created.'],
      ['sort=list_price_paise', 'Sort by name, price, stock or created.'],
      ['sort=name&dir=sideways', 'Direction must be asc or desc.'],
      ['stock=some', 'Stock must be in, low or out.'],
      ['category=rings', 'Choose a category from the list.'],
    ] as const) {
      const res = await call(ctx.app, ctx.admin, 'GET', `/api/product/getproducts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await titles('sort=&stock=&category=')).toHaveLength(3);
  });

  it('a shopper gets active products only, whatever the filters ask', async () => {
    const res = await call(ctx.app, ctx.shopper, 'GET', '/api/product/getproducts?stock=out&status=inactive');
    expect(res.statusCode).toBe(200);
    expect(AdminProductsReply.parse(res.json()).products).toEqual([]);
    const sorted = await call(ctx.app, null, 'GET', '/api/product/getproducts?sort=price');
    expect(AdminProductsReply.parse(sorted.json()).products.map((p) => p.title)).toEqual([
      'bloom Studs',
      'Amber Halo Ring',
    ]);
  });
});
