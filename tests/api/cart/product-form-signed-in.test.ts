/**
 * POST /cart/add by a signed-in shopper without JavaScript: the session cookie (decision 113) names them, and the
 * piece goes into their server bag with the cart API's rules (docs/decisions/115).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { createProduct, setStock, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { CartReply } from '#domain/schemas/cart';

const SHOP = 'http://shop.test';

describe('POST /cart/add for a signed-in shopper', () => {
  let t: TestApp;
  let ring: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    ring = await createProduct(t.app, {
      title: 'Form Solitaire',
      variants: [
        {
          material: 'Rose Gold',
          purity: '18KT',
          sizes: ['6', '7', '8'],
          pricePaise: 5_000_000,
          discountType: 'percentage',
          discountValue: 1000,
          stock: 3,
        },
        { material: 'Yellow Gold', purity: '22KT', sizes: ['7'], pricePaise: 6_000_000, stock: 0 },
      ],
    });
  });
  afterAll(async () => t?.close());

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHOP, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const noticeOf = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location), SHOP);
    return { path: to.pathname, query: Object.fromEntries(to.searchParams) };
  };

  it("a signed-in shopper's session cookie adds to their server bag, with the cart API's rules", async () => {
    const user = await createUser(t.app);
    const cookie = `aurelia_session=${user.token}`;
    await setStock(t.app, ring.variants[0]!.id, 3);
    const res = await post({ productId: ring.id, metal: 'Rose Gold', size: '6', quantity: '2' }, { cookie });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    expect(res.headers['set-cookie']).toBeUndefined();
    const cart = CartReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers })).json(),
    ).cart;
    expect(
      cart.items.map((i) => [i.variantId, i.quantity, i.variantDetails.selectedSize, i.variantDetails.price]),
    ).toEqual([[ring.variants[0]!.id, 2, '6', 45_000]]);
    // Past the stock: capped at it by the cart's rule, and the page says how many there are.
    const over = await post({ productId: ring.id, metal: 'Rose Gold', size: '6', quantity: '2' }, { cookie });
    expect(noticeOf(over).query).toMatchObject({ notice: 'stock', max: '3' });
    // Another site cannot use the shopper's cookie.
    expect(
      (
        await post(
          { productId: ring.id, metal: 'Rose Gold', size: '6' },
          { cookie, origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
  });

  it("a browser's own form post (Origin: null under no-referrer, Sec-Fetch-Site: same-origin) is kept, once", async () => {
    const user = await createUser(t.app);
    const res = await post(
      { productId: ring.id, metal: 'Rose Gold', size: '7' },
      { cookie: `aurelia_session=${user.token}`, origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    const cart = CartReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers })).json(),
    ).cart;
    const inCookie = [res.headers['set-cookie'] ?? []].flat().some((c) => c.includes(ring.variants[0]!.id));
    // In the server bag when the session's rule accepts the fetch metadata, else in the guest bag — never both.
    expect(cart.items.length + (inCookie ? 1 : 0)).toBe(1);
  });
});
