import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, setProductStatus, setStock, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart } from '#tests/helpers/buying';
import { AddToCartReply, CartReply } from '#domain/schemas/cart';
import { ErrorReply } from '#domain/schemas/common';

describe('the server cart', () => {
  let t: TestApp;
  let ring: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    ring = await createProduct(t.app, {
      title: 'Solitaire Ring',
      variants: [
        {
          material: 'Rose Gold',
          purity: '18KT',
          sizes: ['6', '7', '8'],
          pricePaise: 5_000_000,
          discountType: 'percentage',
          discountValue: 1000, // 10 %
          stock: 3,
          images: ['/uploads/test/rose.webp'],
        },
        { material: 'Silver', purity: '925 Sterling', pricePaise: 900_000, stock: 0 },
      ],
    });
  });
  afterAll(async () => t?.close());

  const getCart = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers });

  it('needs a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart/getUserCart'],
      ['POST', '/api/cart/addToCart'],
      ['DELETE', `/api/cart/remove/${ring.variants[0]!.id}`],
      ['PUT', `/api/cart/updateCart/${ring.variants[0]!.id}`],
      ['POST', '/api/cart/merge'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(ErrorReply.parse(res.json()).message).toBe(
        'Authentication token not found. Please log in again.',
      );
    }
  });

  it('starts empty', async () => {
    const user = await createUser(t.app);
    const res = await getCart(user);
    expect(res.statusCode).toBe(200);
    expect(CartReply.parse(res.json()).cart).toEqual({ items: [], totalQuantity: 0, subtotal: 0 });
  });

  it('ignores a made-up price, name and image: the line is priced from the catalogue', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    const res = await addToCart(t.app, user, {
      productId: ring.id,
      variantId: v.id,
      quantity: 2,
      selectedSize: '7',
      price: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = AddToCartReply.parse(res.json());
    expect(body.message).toBe('Item added to cart!');
    expect(body.capped).toBe(false);
    expect(body.cart.items).toHaveLength(1);
    const item = body.cart.items[0]!;
    expect(item).toMatchObject({
      productId: ring.id,
      variantId: v.id,
      quantity: 2,
      name: 'Solitaire Ring',
      mainImage: '/uploads/test/rose.webp',
      slug: ring.slug,
      available: true,
      variantDetails: {
        material: 'Rose Gold',
        purity: '18KT',
        selectedSize: '7',
        price: 45_000, // ₹50,000 less 10 %
        originalPrice: 50_000,
        stock: 3,
        sku: v.sku,
      },
    });
    expect(body.cart.subtotal).toBe(90_000);
    expect(body.cart.totalQuantity).toBe(2);
    // And the stored cart says the same.
    expect(CartReply.parse((await getCart(user)).json()).cart).toEqual(body.cart);
  });

  it('refuses more than the stock, an out-of-stock variant and an inactive or unknown product', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    let res = await addToCart(t.app, user, {
      productId: ring.id,
      variantId: v.id,
      quantity: 4,
      selectedSize: '6',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 items available in stock.');

    res = await addToCart(t.app, user, { productId: ring.id, variantId: ring.variants[1]!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This item is currently out of stock.');

    res = await addToCart(t.app, user, {
      productId: ring.id,
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This product is no longer available.');

    // A variant of another product under this product's id.
    const other = await createProduct(t.app);
    res = await addToCart(t.app, user, { productId: ring.id, variantId: other.variants[0]!.id });
    expect(res.statusCode).toBe(404);

    const hidden = await createProduct(t.app, { status: 'inactive' });
    res = await addToCart(t.app, user, { productId: hidden.id, variantId: hidden.variants[0]!.id });
    expect(res.statusCode).toBe(404);

    expect(CartReply.parse((await getCart(user)).json()).cart.items).toHaveLength(0);
  });

  it('validates the payload and the size with the spec messages', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/addToCart',
        headers: user.headers,
        payload: payload as object,
      });
    for (const payload of [
      {},
      { productId: ring.id, variantId: v.id, quantity: 0 },
      { productId: 'nope', variantId: v.id, quantity: 1 },
      { productId: ring.id, variantId: v.id, quantity: '1; drop table' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid product or variant data to add to cart.');
    }
    let res = await post({ productId: ring.id, variantId: v.id, quantity: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Quantity must be a whole number.');

    res = await addToCart(t.app, user, { productId: ring.id, variantId: v.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a size.');

    res = await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That size is not available for this piece.');

    // A variant without sizes ignores whatever size is sent.
    const chain = await createProduct(t.app, { variants: [{ sizes: [], stock: 5 }] });
    res = await addToCart(t.app, user, {
      productId: chain.id,
      variantId: chain.variants[0]!.id,
      selectedSize: '7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0].variantDetails.selectedSize).toBe('');
  });

  it('adds to an existing line and caps it at the stock with a message', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    await addToCart(t.app, user, { productId: ring.id, variantId: v.id, quantity: 2, selectedSize: '8' });
    let res = await addToCart(t.app, user, {
      productId: ring.id,
      variantId: v.id,
      quantity: 2,
      selectedSize: '8',
    });
    expect(res.statusCode).toBe(200);
    let body = AddToCartReply.parse(res.json());
    expect(body.capped).toBe(true);
    expect(body.message).toBe('Only 3 items available in stock. Your cart now has 3.');
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]!.quantity).toBe(3);

    res = await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '8' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 items available in stock. Your cart already has them all.');

    // Another size is another line.
    res = await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '6' });
    body = AddToCartReply.parse(res.json());
    expect(body.cart.items.map((i) => [i.variantDetails.selectedSize, i.quantity])).toEqual([
      ['8', 3],
      ['6', 1],
    ]);
  });

  it('counts two adds arriving together correctly', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    const results = await Promise.all(
      [1, 1].map(() => addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '7' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const cart = CartReply.parse((await getCart(user)).json()).cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('updates a quantity within 1…stock, and a quantity below 1 removes the line', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    const added = AddToCartReply.parse(
      (await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '6' })).json(),
    );
    const lineId = added.cart.items[0]!._id;
    const put = (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/cart/updateCart/${id}`, headers: user.headers, payload });

    let res = await put(lineId, { quantity: 3 });
    expect(res.statusCode).toBe(200);
    expect(CartReply.parse(res.json())).toMatchObject({ message: 'Cart updated!' });
    expect(res.json().cart.items[0].quantity).toBe(3);

    res = await put(lineId, { quantity: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 items are available in stock.');

    res = await put(lineId, { quantity: 'two' });
    expect(res.statusCode).toBe(400);

    // By variantId, as the drawer may send it.
    res = await put(v.id, { quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0].quantity).toBe(2);

    res = await put(lineId, { quantity: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Item removed from cart!');
    expect(res.json().cart.items).toEqual([]);

    res = await put(lineId, { quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Item not found in your cart.');
  });

  it('asks which size when a variantId is held in several sizes', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '6' });
    await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '7' });
    let res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/updateCart/${v.id}`,
      headers: user.headers,
      payload: { quantity: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Several sizes of this piece are in your cart. Please choose which one.');
    res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/updateCart/${v.id}`,
      headers: user.headers,
      payload: { quantity: 2, selectedSize: '7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 2]);
  });

  it('removes by line id or by variantId', async () => {
    const user = await createUser(t.app);
    const v = ring.variants[0]!;
    const chain = await createProduct(t.app, { variants: [{ stock: 4 }] });
    await addToCart(t.app, user, { productId: ring.id, variantId: v.id, selectedSize: '6' });
    const added = AddToCartReply.parse(
      (await addToCart(t.app, user, { productId: chain.id, variantId: chain.variants[0]!.id })).json(),
    );
    const chainLine = added.cart.items.find((i) => i.productId === chain.id)!;

    let res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${chainLine._id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Item removed from cart!');
    expect(res.json().cart.items).toHaveLength(1);

    res = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove/${v.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items).toEqual([]);

    res = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove/${v.id}`, headers: user.headers });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({ method: 'DELETE', url: '/api/cart/remove/not-a-uuid', headers: user.headers });
    expect(res.statusCode).toBe(400);
  });

  it("never reaches another shopper's lines", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const v = ring.variants[0]!;
    const added = AddToCartReply.parse(
      (await addToCart(t.app, owner, { productId: ring.id, variantId: v.id, selectedSize: '6' })).json(),
    );
    const lineId = added.cart.items[0]!._id;
    let res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/updateCart/${lineId}`,
      headers: intruder.headers,
      payload: { quantity: 3 },
    });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${lineId}`,
      headers: intruder.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(CartReply.parse((await getCart(intruder)).json()).cart.items).toEqual([]);
    const ownerCart = CartReply.parse((await getCart(owner)).json()).cart;
    expect(ownerCart.items.map((i) => i.quantity)).toEqual([1]);
  });

  it('shows a line whose piece was taken off sale or sold out, with its current state', async () => {
    const user = await createUser(t.app);
    const piece = await createProduct(t.app, { variants: [{ stock: 5 }] });
    await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id, quantity: 2 });
    await setProductStatus(t.app, piece.id, 'inactive');
    await setStock(t.app, piece.variants[0]!.id, 1);
    const item = CartReply.parse((await getCart(user)).json()).cart.items[0]!;
    expect(item.available).toBe(false);
    expect(item.variantDetails.stock).toBe(1);
    // It can still be lowered or removed, not raised.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/updateCart/${item._id}`,
      headers: user.headers,
      payload: { quantity: 3 },
    });
    expect(res.statusCode).toBe(409);
  });
});
