import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, createCheckout } from '#tests/helpers/buying';

/** No 500 for anything a client can send (DEVELOPERS.md): every buying call answers nonsense with a 4xx. */
describe('the buying API never answers 500 to what a client sends', () => {
  let t: TestApp;
  let user: TestUser;
  let piece: MadeProduct;
  let sessionId: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    piece = await createProduct(t.app, { variants: [{ stock: 5, sizes: ['6'] }] });
    await addToCart(t.app, user, {
      productId: piece.id,
      variantId: piece.variants[0]!.id,
      selectedSize: '6',
    });
    sessionId = (await createCheckout(t.app, user)).json().id;
  });
  afterAll(async () => t?.close());

  const long = 'x'.repeat(100_000);
  const junk: unknown[] = [null, 42, 'text', [], [1, 2], { a: { b: { c: [] } } }, { quantity: long }, true];

  it('for every body shape on every call', async () => {
    const calls: Array<{ method: 'POST' | 'PUT' | 'DELETE' | 'GET'; url: string; fields?: string[] }> = [
      {
        method: 'POST',
        url: '/api/cart/addToCart',
        fields: ['productId', 'variantId', 'quantity', 'variantDetails'],
      },
      {
        method: 'PUT',
        url: `/api/cart/updateCart/${piece.variants[0]!.id}`,
        fields: ['quantity', 'selectedSize'],
      },
      { method: 'POST', url: '/api/cart/merge', fields: ['guestCartItems'] },
      { method: 'POST', url: '/api/wishlist/add', fields: ['productId'] },
      { method: 'POST', url: '/api/payment/create-checkout', fields: ['shippingAddress', 'paymentMethod'] },
      {
        method: 'POST',
        url: `/api/payment/sandbox/${sessionId}/complete`,
        fields: ['outcome', 'cardNumber', 'expiry', 'cvc'],
      },
      { method: 'POST', url: '/api/order/createOrder', fields: ['stripeSessionId'] },
    ];
    for (const call of calls) {
      const bodies: unknown[] = [...junk];
      for (const field of call.fields ?? []) for (const value of junk) bodies.push({ [field]: value });
      bodies.push({
        guestCartItems: [null, 1, 'x', { productId: long }, { variantDetails: { selectedSize: long } }],
      });
      bodies.push({
        shippingAddress: {
          fullName: long,
          addressLine1: ['a'],
          city: {},
          state: 1,
          zipCode: null,
          phoneNumber: true,
        },
      });
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...user.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(
          res.statusCode,
          `${call.method} ${call.url} ${JSON.stringify(payload).slice(0, 80)}`,
        ).toBeLessThan(500);
      }
    }
  });

  it('for odd paths and query strings', async () => {
    const urls: Array<['GET' | 'DELETE' | 'PUT' | 'POST', string]> = [
      ['DELETE', '/api/cart/remove/not-a-uuid'],
      ['DELETE', `/api/cart/remove/${'a'.repeat(300)}`],
      ['DELETE', `/api/cart/remove/${piece.variants[0]!.id}?selectedSize=${'9'.repeat(500)}`],
      ['DELETE', `/api/cart/remove/${piece.variants[0]!.id}?selectedSize=1&selectedSize=2`],
      ['PUT', '/api/cart/updateCart/%00'],
      ['DELETE', '/api/wishlist/remove/%27%20or%201=1'],
      ['GET', `/api/payment/sandbox/${'s'.repeat(250)}`],
      ['GET', '/api/payment/sandbox/%E0%A4%A'],
      ['GET', `/api/order/track?orderId=${'1'.repeat(1000)}&email=a@b.co`],
      ['GET', '/api/order/track?orderId=1&orderId=2&email=a@b.co'],
      ['GET', "/api/order/track?orderId=1';drop table orders;--&email=a@b.co"],
    ];
    for (const [method, url] of urls) {
      const res = await t.app.inject({
        method,
        url,
        headers: user.headers,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('for webhooks in any content type', async () => {
    for (const [type, payload] of [
      ['application/json', '{"broken":'],
      ['application/json', ''],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': type, 'stripe-signature': 't=1,v1=x' },
        payload,
      });
      expect(res.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
