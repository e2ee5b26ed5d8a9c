import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, setProductStatus, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { WishlistChangeReply, WishlistReply } from '#domain/schemas/wishlist';

describe('the server wishlist', () => {
  let t: TestApp;
  let a: MadeProduct;
  let b: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createProduct(t.app, { title: 'Eternity Band', variants: [{ sizes: ['6'], stock: 2 }] });
    b = await createProduct(t.app, { title: 'Pearl Drops' });
  });
  afterAll(async () => t?.close());

  const add = (user: TestUser, productId: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/wishlist/add', headers: user.headers, payload: { productId } });
  const remove = (user: TestUser, productId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/wishlist/remove/${productId}`, headers: user.headers });
  const list = async (user: TestUser) =>
    WishlistReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: user.headers })).json(),
    );

  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/wishlist/add', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/wishlist/remove/${a.id}` })).statusCode).toBe(
      401,
    );
  });

  it('adds products with what a card needs, newest first', async () => {
    const user = await createUser(t.app);
    expect((await list(user)).wishlist.products).toEqual([]);
    let res = await add(user, a.id);
    expect(res.statusCode).toBe(200);
    const first = WishlistChangeReply.parse(res.json());
    expect(first).toMatchObject({ message: 'Added to wishlist!', alreadyInWishlist: false });
    res = await add(user, b.id);
    expect(res.statusCode).toBe(200);
    const products = (await list(user)).wishlist.products;
    expect(products.map((p) => p.title)).toEqual(['Pearl Drops', 'Eternity Band']);
    const band = products[1]!;
    expect(band).toMatchObject({ _id: a.id, slug: a.slug, status: 'active' });
    expect(band.variants[0]).toMatchObject({ _id: a.variants[0]!.id, size: ['6'], stock: 2, inStock: true });
    expect(typeof band.mainImage).toBe('string');
  });

  it('answers an item already present with the info message and changes nothing', async () => {
    const user = await createUser(t.app);
    await add(user, a.id);
    const res = await add(user, a.id);
    expect(res.statusCode).toBe(200);
    expect(WishlistChangeReply.parse(res.json())).toMatchObject({
      message: 'This item is already in your wishlist.',
      alreadyInWishlist: true,
    });
    expect((await list(user)).wishlist.products).toHaveLength(1);
    // Two clicks arriving together still save it once.
    const both = await Promise.all([add(user, b.id), add(user, b.id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().alreadyInWishlist).sort()).toEqual([false, true]);
    expect((await list(user)).wishlist.products).toHaveLength(2);
  });

  it('refuses an unknown or inactive product (404) and a missing id (400)', async () => {
    const user = await createUser(t.app);
    let res = await add(user, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found.');
    const retired = await createProduct(t.app, { status: 'inactive' });
    res = await add(user, retired.id);
    expect(res.statusCode).toBe(404);
    for (const bad of [undefined, '', 'abc', 42]) {
      res = await add(user, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid product data.');
    }
  });

  it('removes a product, and says when it was not in the list', async () => {
    const user = await createUser(t.app);
    await add(user, a.id);
    await add(user, b.id);
    let res = await remove(user, a.id);
    expect(res.statusCode).toBe(200);
    expect(WishlistChangeReply.parse(res.json())).toMatchObject({ message: 'Removed from wishlist.' });
    expect(res.json().wishlist.products.map((p: { _id: string }) => p._id)).toEqual([b.id]);
    res = await remove(user, a.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found in list.');
  });

  it("keeps each shopper's list to themselves", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await add(owner, a.id);
    expect((await list(other)).wishlist.products).toEqual([]);
    expect((await remove(other, a.id)).statusCode).toBe(404);
    expect((await list(owner)).wishlist.products).toHaveLength(1);
  });

  it('hides a saved product while it is off sale', async () => {
    const user = await createUser(t.app);
    const piece = await createProduct(t.app);
    await add(user, piece.id);
    await setProductStatus(t.app, piece.id, 'inactive');
    expect((await list(user)).wishlist.products).toEqual([]);
    await setProductStatus(t.app, piece.id, 'active');
    expect((await list(user)).wishlist.products).toHaveLength(1);
  });
});
