/**
 * POST /api/wishlist/merge (docs/api/buying.md, docs/decisions/110): at sign-in the guest's saved pieces join the
 * account's wishlist, like the bag. Idempotent, capped at LIST_CAPS.wishlist, unknown or retired pieces skipped.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { LIST_CAPS } from '#domain/paging';
import { WishlistMergeReply, WishlistReply } from '#domain/schemas/wishlist';
import { products, variants, wishlistItems } from '#server/db/schema';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';

describe('merging the guest wishlist at sign-in', () => {
  let t: TestApp;
  let a: MadeProduct;
  let b: MadeProduct;
  let c: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b, c] = await Promise.all([
      createProduct(t.app, { title: 'Merged Band' }),
      createProduct(t.app, { title: 'Merged Drops' }),
      createProduct(t.app, { title: 'Merged Pendant' }),
    ]);
  });
  afterAll(async () => t?.close());

  const merge = (user: TestUser | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wishlist/merge',
      headers: user?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const list = async (user: TestUser) =>
    WishlistReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: user.headers })).json(),
    ).wishlist.products.map((p) => p._id);

  it('needs a signed-in shopper', async () => {
    const res = await merge(null, { productIds: [a.id] });
    expect(res.statusCode).toBe(401);
  });

  it("adds the guest's pieces beside the saved ones, in the guest's order, and a second merge adds nothing", async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: user.headers,
      payload: { productId: c.id },
    });
    const res = await merge(user, { productIds: [a.id, b.id, c.id] });
    expect(res.statusCode).toBe(200);
    const reply = WishlistMergeReply.parse(res.json());
    expect(reply).toMatchObject({
      message: 'The pieces you saved are now in your wishlist.',
      added: 2,
      alreadySaved: 1,
      unavailable: 0,
      overCap: 0,
    });
    // Most recently saved first: the guest's last piece, then its first, then the one saved before.
    expect(reply.wishlist.products.map((p) => p._id)).toEqual([b.id, a.id, c.id]);

    const again = WishlistMergeReply.parse((await merge(user, { productIds: [a.id, b.id] })).json());
    expect(again).toMatchObject({ added: 0, alreadySaved: 2 });
    expect(await list(user)).toEqual([b.id, a.id, c.id]);
  });

  it('skips unknown, retired and unreadable ids and says so; repeated ids count once', async () => {
    const user = await createUser(t.app);
    const retired = await createProduct(t.app, { status: 'inactive' });
    const res = await merge(user, {
      productIds: [a.id, a.id.toUpperCase(), randomUUID(), retired.id, 'not-an-id'],
    });
    expect(res.statusCode).toBe(200);
    expect(WishlistMergeReply.parse(res.json())).toMatchObject({
      message: 'The pieces you saved are now in your wishlist, with some changes.',
      added: 1,
      unavailable: 3,
    });
    expect(await list(user)).toEqual([a.id]);
  });

  it('refuses a body that is not a list of ids, or too long a list (400), and an empty list changes nothing', async () => {
    const user = await createUser(t.app);
    for (const bad of [{}, { productIds: 'x' }, { productIds: [42] }, { productIds: ['x'.repeat(65)] }]) {
      const res = await merge(user, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe('Invalid list of saved pieces.');
    }
    const long = await merge(user, {
      productIds: Array.from({ length: LIST_CAPS.wishlist + 1 }, () => randomUUID()),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      `A guest wishlist brings at most ${LIST_CAPS.wishlist} pieces at a time.`,
    );
    const empty = WishlistMergeReply.parse((await merge(user, { productIds: [] })).json());
    expect(empty).toMatchObject({ added: 0, alreadySaved: 0, unavailable: 0, overCap: 0 });
  });

  it(`never takes the wishlist past ${LIST_CAPS.wishlist}, also with two merges at once`, async () => {
    const user = await createUser(t.app);
    const [source] = await t.app.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, a.id));
    const ids = Array.from({ length: LIST_CAPS.wishlist + 3 }, () => randomUUID());
    await t.app.db.insert(products).values(
      ids.map((id, i) => ({
        id,
        title: `Capped Piece ${i}`,
        slug: `capped-piece-${id.slice(0, 8)}-${i}`,
        categoryId: source!.categoryId,
      })),
    );
    await t.app.db.insert(variants).values(
      ids.map((productId, i) => ({
        productId,
        material: 'Silver' as const,
        purity: '925 Sterling' as const,
        pricePaise: 100_000,
        sku: `CAPPED-${productId.slice(0, 8)}-${i}`,
        stock: 1,
      })),
    );
    // 95 saved already; two merges of 4 new pieces each arrive together: 5 places left between them.
    await t.app.db
      .insert(wishlistItems)
      .values(ids.slice(0, LIST_CAPS.wishlist - 5).map((productId) => ({ userId: user.id, productId })));
    const first = ids.slice(LIST_CAPS.wishlist - 5, LIST_CAPS.wishlist - 1);
    const second = ids.slice(LIST_CAPS.wishlist - 1, LIST_CAPS.wishlist + 3);
    const replies = (
      await Promise.all([merge(user, { productIds: first }), merge(user, { productIds: second })])
    ).map((r) => WishlistMergeReply.parse(r.json()));
    expect(replies.map((r) => r.added).reduce((x, y) => x + y)).toBe(5);
    expect(replies.map((r) => r.overCap).reduce((x, y) => x + y)).toBe(3);
    expect(replies.some((r) => r.message.endsWith('with some changes.'))).toBe(true);
    const [saved] = await t.app.db
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, user.id));
    expect(saved!.n).toBe(LIST_CAPS.wishlist);
  });
});
