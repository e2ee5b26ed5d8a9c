/**
 * Issue 13 item 4 (docs/decisions/084): every list the API serves is bounded. Paged lists answer page 1 of the
 * default size without parameters, refuse a limit above their maximum with 400, say total and pages right, and
 * paging through them returns every row exactly once. Capped lists refuse to grow past their cap.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_CAPS, PAGE_SIZES, pageCount, type PageSize } from '#domain/paging';
import { AdminProductsReply, ListingReply } from '#domain/schemas/catalog';
import { AdminUsersReply } from '#domain/schemas/admin-users';
import { AdminOrdersReply } from '#domain/schemas/admin-orders';
import { AppointmentsReply, ContactMessagesReply } from '#domain/schemas/admin-service';
import { MyOrdersReply } from '#domain/schemas/orders';
import { WishlistReply } from '#domain/schemas/wishlist';
import {
  appointments,
  categories,
  contactMessages,
  orders,
  products,
  subcategories,
  users,
  variants,
  wishlistItems,
} from '#server/db/schema';
import { createUser, type TestUser } from '#tests/helpers/users';
import { call, insertOrder, multipart, png, setupAdminTest, type AdminTestContext } from '../admin/helpers';

let ctx: AdminTestContext;
const anyRows = (body: Record<string, unknown>, key: string) => body[key] as Array<{ _id: string }>;

interface PagedList {
  name: string;
  url: string;
  key: string;
  size: PageSize;
  schema: z.ZodType;
  who: () => TestUser | null;
  /** Rows the list holds (checked against `total`). */
  rows: () => Promise<number>;
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

async function get(list: PagedList, url: string) {
  const res = await call(ctx.app, list.who(), 'GET', url);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** The checks every paged list must pass. */
function pagedListTests(list: () => PagedList) {
  it('answers page 1 of the default size without parameters, with total and pages', async () => {
    const l = list();
    const total = await l.rows();
    expect(total).toBeGreaterThan(l.size.default);
    const { status, body } = await get(l, l.url);
    expect(status, JSON.stringify(body)).toBe(200);
    l.schema.parse(body);
    expect(body).toMatchObject({
      total,
      page: 1,
      limit: l.size.default,
      pages: Math.ceil(total / l.size.default),
    });
    expect(anyRows(body, l.key)).toHaveLength(l.size.default);
  });

  it('takes a limit up to its maximum and refuses one above it with 400', async () => {
    const l = list();
    const ok = await get(l, withQuery(l.url, `limit=${l.size.max}`));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      limit: l.size.max,
      pages: pageCount(ok.body.total as number, l.size.max),
    });
    expect(anyRows(ok.body, l.key).length).toBeLessThanOrEqual(l.size.max);
    for (const bad of [l.size.max + 1, 100_000, 0, -1, 2.5, 'all']) {
      const res = await get(l, withQuery(l.url, `limit=${bad}`));
      expect(res.status, `limit=${bad}`).toBe(400);
      expect(res.body.message).toBe(`Limit must be a whole number from 1 to ${l.size.max}.`);
    }
    expect((await get(l, withQuery(l.url, 'page=0'))).status).toBe(400);
  });

  it('returns every row exactly once when paged through, and nothing past the last page', async () => {
    const l = list();
    const total = await l.rows();
    const limit = 7;
    const first = await get(l, withQuery(l.url, `limit=${limit}`));
    const pages = first.body.pages as number;
    expect(pages).toBe(Math.ceil(total / limit));
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const { body } = await get(l, withQuery(l.url, `limit=${limit}&page=${page}`));
      expect(body).toMatchObject({ page, limit, total, pages });
      const rows = anyRows(body, l.key);
      expect(rows.length).toBe(page < pages ? limit : total - limit * (pages - 1));
      seen.push(...rows.map((r) => r._id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const past = await get(l, withQuery(l.url, `limit=${limit}&page=${pages + 1}`));
    expect(past.status).toBe(200);
    expect(anyRows(past.body, l.key)).toEqual([]);
  });
}

let shopper: TestUser;
let rings: string;

beforeAll(async () => {
  ctx = await setupAdminTest({ seed: true });
  shopper = await createUser(ctx.app);
  for (let i = 0; i < 24; i++) await createUser(ctx.app, { name: `Paged Shopper ${i}` });
  for (let i = 0; i < 23; i++) await insertOrder(ctx, { userId: shopper.id, customerName: `Order ${i}` });
  for (let i = 0; i < 4; i++) await insertOrder(ctx, { userId: null, customerName: `Guest ${i}` });
  await ctx.app.db.insert(appointments).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      date: '2030-01-15',
      time: '11:00',
    })),
  );
  await ctx.app.db.insert(contactMessages).values(
    Array.from({ length: 27 }, (_, i) => ({
      name: `Writer ${i}`,
      email: `writer${i}@example.com`,
      subject: `Question ${i}`,
      message: 'Do you resize rings?',
    })),
  );
  const [cat] = await ctx.app.db.select({ id: categories.id }).from(categories).limit(1);
  rings = cat!.id;
});
afterAll(async () => ctx?.t.close());

const tableCount = async (
  table: typeof products | typeof appointments | typeof contactMessages | typeof users | typeof orders,
) => (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;

describe('GET /api/product/getproducts (a guest)', () => {
  pagedListTests(() => ({
    name: 'getproducts',
    url: '/api/product/getproducts',
    key: 'products',
    size: PAGE_SIZES.admin,
    schema: AdminProductsReply,
    who: () => null,
    rows: async () =>
      (await ctx.app.db.select({ n: count() }).from(products).where(eq(products.status, 'active')))[0]!.n,
  }));
});

describe('GET /api/product/getproducts (the admin list, every status)', () => {
  pagedListTests(() => ({
    name: 'getproducts admin',
    url: '/api/product/getproducts?status=all',
    key: 'products',
    size: PAGE_SIZES.admin,
    schema: AdminProductsReply,
    who: () => ctx.admin,
    rows: () => tableCount(products),
  }));
});

describe('GET /api/product/get-products-filtered (the shop)', () => {
  pagedListTests(() => ({
    name: 'listing',
    url: '/api/product/get-products-filtered',
    key: 'products',
    size: PAGE_SIZES.listing,
    schema: ListingReply,
    who: () => null,
    rows: async () =>
      (await ctx.app.db.select({ n: count() }).from(products).where(eq(products.status, 'active')))[0]!.n,
  }));
});

describe('GET /api/auth/allusers', () => {
  pagedListTests(() => ({
    name: 'users',
    url: '/api/auth/allusers',
    key: 'users',
    size: PAGE_SIZES.admin,
    schema: AdminUsersReply,
    who: () => ctx.admin,
    rows: () => tableCount(users),
  }));
});

describe('GET /api/order/getallorders', () => {
  pagedListTests(() => ({
    name: 'orders',
    url: '/api/order/getallorders',
    key: 'orders',
    size: PAGE_SIZES.admin,
    schema: AdminOrdersReply,
    who: () => ctx.admin,
    rows: () => tableCount(orders),
  }));
});

describe('GET /api/appointments/get-appointments', () => {
  pagedListTests(() => ({
    name: 'appointments',
    url: '/api/appointments/get-appointments',
    key: 'data',
    size: PAGE_SIZES.admin,
    schema: AppointmentsReply,
    who: () => ctx.admin,
    rows: () => tableCount(appointments),
  }));
});

describe('GET /api/appointments/messages', () => {
  pagedListTests(() => ({
    name: 'messages',
    url: '/api/appointments/messages',
    key: 'data',
    size: PAGE_SIZES.admin,
    schema: ContactMessagesReply,
    who: () => ctx.admin,
    rows: () => tableCount(contactMessages),
  }));
});

describe('GET /api/order/my-orders', () => {
  pagedListTests(() => ({
    name: 'my-orders',
    url: '/api/order/my-orders',
    key: 'orders',
    size: PAGE_SIZES.myOrders,
    schema: MyOrdersReply,
    who: () => shopper,
    rows: async () => 23,
  }));

  it('still asks who is calling before anything else (401 for a guest, whatever the query)', async () => {
    for (const url of ['/api/order/my-orders', '/api/order/my-orders?limit=1000'])
      expect((await call(ctx.app, null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('lists that are capped instead of paged', () => {
  it(`categories: at most ${LIST_CAPS.categories}; the next add is a 409 and the list stays whole`, async () => {
    const have = (await ctx.app.db.select({ n: count() }).from(categories))[0]!.n;
    await ctx.app.db.insert(categories).values(
      Array.from({ length: LIST_CAPS.categories - 1 - have }, (_, i) => ({
        name: `Filler ${i}`,
        slug: `filler-${i}`,
        sortOrder: 1000 + i,
      })),
    );
    const add = (name: string) =>
      call(ctx.app, ctx.admin, 'POST', '/api/category/add-category', multipart({ name }));
    expect((await add('The Hundredth')).statusCode).toBe(201);
    const refused = await add('One Too Many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The shop can have at most ${LIST_CAPS.categories} categories. Delete one, or add a subcategory instead.`,
    );
    const all = await call(ctx.app, null, 'GET', '/api/category/allcategories');
    expect(all.json().categories).toHaveLength(LIST_CAPS.categories);
    expect(all.json().categories.map((c: { name: string }) => c.name)).toContain('The Hundredth');
  });

  it(`subcategories: at most ${LIST_CAPS.subcategories} in the shop; the next add is a 409`, async () => {
    const have = (await ctx.app.db.select({ n: count() }).from(subcategories))[0]!.n;
    await ctx.app.db.insert(subcategories).values(
      Array.from({ length: LIST_CAPS.subcategories - 1 - have }, (_, i) => ({
        categoryId: rings,
        name: `Filler Line ${i}`,
        slug: `filler-line-${i}`,
        sortOrder: 1000 + i,
      })),
    );
    const add = async (name: string) =>
      call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/subcategory/add-subcategory',
        multipart({ name, category: rings }, { image: await png('#445566') }),
      );
    expect((await add('Last Line')).statusCode).toBe(201);
    const refused = await add('Line Too Many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The shop can have at most ${LIST_CAPS.subcategories} subcategories. Delete one before adding another.`,
    );
    const tree = await call(ctx.app, null, 'GET', '/api/category/getCatWithSubCats');
    const subs = (tree.json().categories as Array<{ subcategories: unknown[] }>).flatMap(
      (c) => c.subcategories,
    );
    expect(subs).toHaveLength(LIST_CAPS.subcategories);
  });

  it(`wishlist: a shopper saves at most ${LIST_CAPS.wishlist} products; the next is a 409 and nothing changes`, async () => {
    const saver = await createUser(ctx.app);
    const ids = Array.from({ length: LIST_CAPS.wishlist + 1 }, () => randomUUID());
    await ctx.app.db
      .insert(products)
      .values(
        ids.map((id, i) => ({ id, title: `Saved Piece ${i}`, slug: `saved-piece-${i}`, categoryId: rings })),
      );
    await ctx.app.db.insert(variants).values(
      ids.map((productId, i) => ({
        productId,
        material: 'Silver' as const,
        purity: '925 Sterling' as const,
        pricePaise: 100_000,
        sku: `SAVED-${i}`,
        stock: 1,
      })),
    );
    await ctx.app.db
      .insert(wishlistItems)
      .values(ids.slice(0, LIST_CAPS.wishlist - 1).map((productId) => ({ userId: saver.id, productId })));
    const add = (productId: string) => call(ctx.app, saver, 'POST', '/api/wishlist/add', { productId });

    expect((await add(ids[LIST_CAPS.wishlist - 1]!)).statusCode).toBe(200);
    // Saving one already saved is still the friendly 200, at the cap too.
    expect((await add(ids[0]!)).json()).toMatchObject({ alreadyInWishlist: true });
    const refused = await add(ids[LIST_CAPS.wishlist]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Your wishlist can hold ${LIST_CAPS.wishlist} pieces. Remove one to save another.`,
    );
    const list = WishlistReply.parse((await call(ctx.app, saver, 'GET', '/api/wishlist')).json());
    expect(list.wishlist.products).toHaveLength(LIST_CAPS.wishlist);
    expect(list.wishlist.products.map((p) => p._id)).not.toContain(ids[LIST_CAPS.wishlist]);

    // Two adds at once at the last place: one is saved, the other refused.
    await call(ctx.app, saver, 'DELETE', `/api/wishlist/remove/${ids[0]}`);
    const [a, b] = await Promise.all([add(ids[0]!), add(ids[LIST_CAPS.wishlist]!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const saved = await ctx.app.db
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, saver.id));
    expect(saved[0]!.n).toBe(LIST_CAPS.wishlist);
  });
});
