import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { buyCart, fillCart } from '#tests/helpers/buying';
import { MyOrdersReply, TrackReply, type OrderDto } from '#domain/schemas/orders';

describe('my-orders and track', () => {
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, {
      title: 'Cocktail Ring',
      variants: [{ material: 'Rose Gold', purity: '14KT', sizes: ['6'], stock: 30, pricePaise: 3_300_000 }],
    });
  });
  afterAll(async () => t?.close());

  async function buy(user: TestUser, quantity = 1): Promise<OrderDto> {
    await fillCart(t.app, user, [{ productId: piece.id, variantId: piece.variants[0]!.id, quantity }]);
    return buyCart(t.app, user);
  }
  const myOrders = async (user: TestUser) =>
    MyOrdersReply.parse((await t.app.inject({ url: '/api/order/my-orders', headers: user.headers })).json())
      .orders;
  const track = (orderId: string, email: string) =>
    t.app.inject({
      url: `/api/order/track?orderId=${encodeURIComponent(orderId)}&email=${encodeURIComponent(email)}`,
    });

  it('lists only the caller’s orders, newest first, with the fields the profile shows', async () => {
    const asha = await createUser(t.app);
    const ravi = await createUser(t.app);
    const first = await buy(asha, 1);
    const second = await buy(asha, 2);
    const raviOrder = await buy(ravi, 1);

    const list = await myOrders(asha);
    expect(list.map((o) => o._id)).toEqual([second._id, first._id]);
    expect(list[0]).toMatchObject({
      orderNumber: second.orderNumber,
      status: 'Placed',
      totalAmount: 66_000,
      paymentMethod: 'Card',
      paymentStatus: 'Paid',
      shippingAddress: { fullName: 'Asha Menon', city: 'Mumbai' },
      cartItems: [
        {
          productId: piece.id,
          variantId: piece.variants[0]!.id,
          quantity: 2,
          priceAtPurchase: 33_000,
          nameAtPurchase: 'Cocktail Ring',
          material: 'Rose Gold',
          purity: '14KT',
          selectedSize: '6',
        },
      ],
    });
    expect(Date.parse(list[0]!.createdAt)).not.toBeNaN();
    expect((await myOrders(ravi)).map((o) => o._id)).toEqual([raviOrder._id]);
    expect(await myOrders(await createUser(t.app))).toEqual([]);
    expect((await t.app.inject({ url: '/api/order/my-orders' })).statusCode).toBe(401);
  });

  it('tracks an order by its id or number with the e-mail, case-insensitively, without the address', async () => {
    const user = await createUser(t.app, { email: `Track.Me.${Date.now()}@Example.com` });
    const order = await buy(user);
    for (const id of [
      order._id,
      order._id.toUpperCase(),
      String(order.orderNumber),
      `#${order.orderNumber}`,
    ]) {
      const res = await track(id, user.email.toLowerCase());
      expect(res.statusCode, id).toBe(200);
      const body = TrackReply.parse(res.json());
      expect(body.order).toMatchObject({
        _id: order._id,
        orderNumber: order.orderNumber,
        status: 'Placed',
        totalAmount: 33_000,
        createdAt: order.createdAt,
      });
      expect(body.order.items[0]).toMatchObject({ nameAtPurchase: 'Cocktail Ring', quantity: 1 });
      expect(res.body).not.toContain('Marine Drive');
    }
  });

  it('answers 404 unless both the order and the e-mail match', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const order = await buy(user);
    const otherOrder = await buy(other);
    for (const [id, email] of [
      [order._id, other.email],
      [String(otherOrder.orderNumber), user.email],
      ['00000000-0000-4000-8000-000000000000', user.email],
      ['99999999', user.email],
      ['not-an-order', user.email],
      ['9'.repeat(12), user.email],
    ] as const) {
      const res = await track(id, email);
      expect(res.statusCode, `${id} ${email}`).toBe(404);
      expect(res.json().message).toBe('We could not find an order with that number and e-mail.');
    }
  });

  it('asks for both fields', async () => {
    let res = await t.app.inject({ url: '/api/order/track' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your order number and e-mail.');
    res = await track('100001', 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid e-mail address.');
  });
});
