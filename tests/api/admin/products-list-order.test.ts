/**
 * The admin products list's order and paging as served since docs/decisions/104 made it fast at 20,000 pieces
 * (GET /api/product/getproducts): stock is the sum of every variant's (none without variants), ties by newest
 * first whatever the sort; every page of every sort is the matching slice of the whole list with the same total;
 * searches, stock sorts and stock filters kept in the catalogue read cache follow every catalogue change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { variants } from '#server/db/schema';
import { AdminProductsReply } from '#domain/schemas/catalog';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { call, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin products list: order and pages', () => {
  let ctx: AdminTestContext;
  const made: MadeProduct[] = [];
  beforeAll(async () => {
    ctx = await setupAdminTest();
    const specs: Array<Parameters<typeof createProduct>[1]> = [
      // Stock 5 + 5; ₹40,000 (the first variant's price).
      {
        title: 'Opal Ring',
        variants: [
          { pricePaise: 4_000_000, stock: 5 },
          { pricePaise: 1_000_000, stock: 5 },
        ],
      },
      // The same name in other letters, the same stock and price: newest first breaks every tie.
      { title: 'opal Ring', variants: [{ pricePaise: 4_000_000, stock: 10 }] },
      // No variants: no stock, no price (last in either direction of the price sort).
      { title: 'Pearl Studs', variants: [] },
      {
        title: 'Quartz Band',
        variants: [
          { pricePaise: 500_000, stock: 0 },
          { pricePaise: 600_000, stock: 0 },
        ],
      },
      {
        title: 'Ruby Kada',
        status: 'inactive',
        variants: [
          { pricePaise: 9_000_000, stock: 1 },
          { pricePaise: 9_500_000, stock: 25 },
        ],
      },
      { title: 'Sapphire Drop Ring', variants: [{ pricePaise: 4_000_000, stock: 7 }] },
    ];
    for (const spec of specs) made.push(await createProduct(ctx.app, spec));
    // Made in this order, a second apart: the later, the newer.
    for (const [i, p] of made.entries())
      await ctx.app.db.execute(
        sql`update products set created_at = now() - make_interval(secs => ${20 - i}) where id = ${p.id}`,
      );
    await ctx.app.catalogEvents.changed('test');
  });
  afterAll(async () => ctx?.t.close());

  const list = async (query: string) => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/product/getproducts?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = AdminProductsReply.parse(res.json());
    return { titles: body.products.map((p) => p.title), total: body.total, pages: body.pages };
  };
  const titles = async (query: string) => (await list(query)).titles;

  it('sorts by stock summed over every variant (none without variants), ties newest first', async () => {
    expect(await titles('sort=stock')).toEqual([
      'Quartz Band', // 0 + 0, newer than Pearl Studs
      'Pearl Studs', // no variants
      'Sapphire Drop Ring', // 7
      'opal Ring', // 10, newer
      'Opal Ring', // 5 + 5
      'Ruby Kada', // 1 + 25
    ]);
    expect(await titles('sort=stock&dir=desc')).toEqual([
      'Ruby Kada',
      'opal Ring',
      'Opal Ring',
      'Sapphire Drop Ring',
      'Quartz Band',
      'Pearl Studs',
    ]);
  });

  it('sorts by name either way and by price with no price last either way, ties newest first', async () => {
    expect(await titles('sort=name')).toEqual([
      'opal Ring',
      'Opal Ring',
      'Pearl Studs',
      'Quartz Band',
      'Ruby Kada',
      'Sapphire Drop Ring',
    ]);
    expect(await titles('sort=name&dir=desc')).toEqual([
      'Sapphire Drop Ring',
      'Ruby Kada',
      'Quartz Band',
      'Pearl Studs',
      'opal Ring',
      'Opal Ring',
    ]);
    expect(await titles('sort=price')).toEqual([
      'Quartz Band',
      'Sapphire Drop Ring',
      'opal Ring',
      'Opal Ring',
      'Ruby Kada',
      'Pearl Studs',
    ]);
    expect(await titles('sort=price&dir=desc')).toEqual([
      'Ruby Kada',
      'Sapphire Drop Ring',
      'opal Ring',
      'Opal Ring',
      'Quartz Band',
      'Pearl Studs',
    ]);
  });

  it('every page of every sort, search and filter is its slice of the whole list, with the same total', async () => {
    const queries = [
      '',
      'sort=created',
      'sort=created&dir=desc',
      'sort=name',
      'sort=name&dir=desc',
      'sort=price',
      'sort=price&dir=desc',
      'sort=stock',
      'sort=stock&dir=desc',
      'q=ring',
      'q=rnig',
      'q=ring&sort=price&dir=desc',
      'stock=out',
      'stock=in&sort=name',
      'status=active&sort=stock&dir=desc',
    ];
    for (const query of queries) {
      const whole = await list(`${query}&limit=100`);
      expect(whole.titles.length, query).toBe(whole.total);
      for (const size of [1, 2, 4]) {
        const pages = Math.max(1, Math.ceil(whole.total / size));
        const seen: string[] = [];
        for (let page = 1; page <= pages + 1; page++) {
          const one = await list(`${query}&limit=${size}&page=${page}`);
          expect(one.total, `${query} page ${page} of ${size}`).toBe(whole.total);
          expect(one.pages, query).toBe(pages);
          seen.push(...one.titles);
        }
        expect(seen, `${query} in pages of ${size}`).toEqual(whole.titles);
      }
    }
    // The search's and the filter's lists are what they should be, not only consistent.
    // Every test slug is test-ring-…: a title's word first, then the slugs' matches, each newest first.
    expect(await titles('q=ring')).toEqual([
      'Sapphire Drop Ring',
      'opal Ring',
      'Opal Ring',
      'Ruby Kada',
      'Quartz Band',
      'Pearl Studs',
    ]);
    expect(await titles('stock=out')).toEqual(['Quartz Band', 'Pearl Studs']);
  });

  it("a kept stock order, search or count follows the catalogue's changes (stock taken, a product added)", async () => {
    expect((await titles('sort=stock&dir=desc'))[0]).toBe('Ruby Kada');
    expect(await titles('stock=out')).toEqual(['Quartz Band', 'Pearl Studs']);
    // As an order takes stock (checkout/place-order.ts): the variant's stock, then the catalogue's change event.
    await ctx.app.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, made[4]!.id));
    await ctx.app.db.update(variants).set({ stock: 40 }).where(eq(variants.id, made[0]!.variants[1]!.id));
    await ctx.app.catalogEvents.changed('stock');
    expect(await titles('sort=stock&dir=desc')).toEqual([
      'Opal Ring', // 5 + 40
      'opal Ring',
      'Sapphire Drop Ring',
      'Ruby Kada', // now 0, newest of the three without stock
      'Quartz Band',
      'Pearl Studs',
    ]);
    expect(await titles('stock=out')).toEqual(['Ruby Kada', 'Quartz Band', 'Pearl Studs']);
    expect((await list('q=ring')).total).toBe(6);
    expect((await list('')).total).toBe(6);
    expect((await list('status=inactive')).total).toBe(1);
    await createProduct(ctx.app, { title: 'Topaz Ring' });
    // A kept count follows too.
    expect((await list('')).total).toBe(7);
    expect((await list('status=active')).total).toBe(6);
    expect(await titles('q=ring&limit=1')).toEqual(['Topaz Ring']);
    expect((await list('q=ring')).total).toBe(7);
  });
});
