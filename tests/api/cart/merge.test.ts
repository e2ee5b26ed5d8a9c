import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart } from '#tests/helpers/buying';
import { MergeCartReply } from '#domain/schemas/cart';

/** A guest line as the browser keeps it under guestCart (src/web/features/cart/guest-cart.ts). */
const guestLine = (p: MadeProduct, i: number, quantity: number, selectedSize?: string) => ({
  productId: p.id,
  variantId: p.variants[i]!.id,
  quantity,
  name: 'stale name',
  mainImage: '/stale.webp',
  slug: p.slug,
  variantDetails: { material: 'Silver', purity: '14KT', selectedSize, price: 0.01, stock: 999 },
});

describe('merging the guest cart after login', () => {
  let t: TestApp;
  let ring: MadeProduct;
  let pendant: MadeProduct;
  let soldOut: MadeProduct;
  let hidden: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    ring = await createProduct(t.app, {
      title: 'Halo Ring',
      variants: [{ sizes: ['6', '7'], stock: 4, pricePaise: 3_000_000 }],
    });
    pendant = await createProduct(t.app, { title: 'Drop Pendant', variants: [{ stock: 10 }] });
    soldOut = await createProduct(t.app, { title: 'Sold Out Studs', variants: [{ stock: 0 }] });
    hidden = await createProduct(t.app, { title: 'Retired Bangle', status: 'inactive' });
  });
  afterAll(async () => t?.close());

  const merge = (headers: { authorization: string }, guestCartItems: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/cart/merge', headers, payload: { guestCartItems } });

  it('adds guest lines to the server cart, quantities adding up, priced from the catalogue', async () => {
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: ring.id, variantId: ring.variants[0]!.id, selectedSize: '7' });
    const res = await merge(user.headers, [guestLine(ring, 0, 2, '7'), guestLine(pendant, 0, 3)]);
    expect(res.statusCode).toBe(200);
    const body = MergeCartReply.parse(res.json());
    expect(body.message).toBe('Your guest cart has been merged!');
    expect(body.adjustments).toEqual([]);
    expect(body.cart.items.map((i) => [i.name, i.variantDetails.selectedSize, i.quantity])).toEqual([
      ['Halo Ring', '7', 3],
      ['Drop Pendant', '', 3],
    ]);
    expect(body.cart.items[0]!.variantDetails.price).toBe(30_000);
  });

  it('caps at the stock and skips sold-out, inactive, unknown and unreadable lines — and says so', async () => {
    const user = await createUser(t.app);
    await addToCart(t.app, user, {
      productId: ring.id,
      variantId: ring.variants[0]!.id,
      quantity: 3,
      selectedSize: '6',
    });
    const res = await merge(user.headers, [
      guestLine(ring, 0, 2, '6'), // 3 + 2 > 4 → capped at 4
      guestLine(soldOut, 0, 1),
      guestLine(hidden, 0, 1),
      { ...guestLine(pendant, 0, 1), variantId: '00000000-0000-4000-8000-000000000000' },
      { productId: 'garbage', quantity: -1 },
      guestLine(ring, 0, 1), // a sized ring without a size
      guestLine(pendant, 0, 2),
    ]);
    expect(res.statusCode).toBe(200);
    const body = MergeCartReply.parse(res.json());
    expect(body.message).toBe('Your guest cart has been merged, with some changes.');
    const byReason = Object.fromEntries(body.adjustments.map((a) => [a.reason + ':' + a.name, a]));
    expect(byReason['capped:Halo Ring']).toMatchObject({
      requested: 2,
      added: 1,
      selectedSize: '6',
      message: 'Only 4 pieces of Halo Ring (size 6) are available, so your cart has 4.',
    });
    expect(byReason['out_of_stock:Sold Out Studs']!.message).toBe(
      'Sold Out Studs is out of stock and was not added.',
    );
    expect(byReason['unavailable:Retired Bangle']!.added).toBe(0);
    expect(byReason['unavailable:']!.message).toBe(
      'A piece in your guest cart is no longer available and was not added.',
    );
    expect(byReason['invalid:']!.reason).toBe('invalid');
    expect(byReason['size_required:Halo Ring']!.added).toBe(0);
    expect(body.adjustments).toHaveLength(6);
    expect(body.cart.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Halo Ring', 4],
      ['Drop Pendant', 2],
    ]);
  });

  it('collapses duplicate guest lines before capping', async () => {
    const user = await createUser(t.app);
    const res = await merge(user.headers, [guestLine(ring, 0, 3, '7'), guestLine(ring, 0, 3, '7')]);
    const body = MergeCartReply.parse(res.json());
    expect(body.cart.items.map((i) => i.quantity)).toEqual([4]);
    expect(body.adjustments).toMatchObject([{ reason: 'capped', requested: 6, added: 4 }]);
  });

  it('accepts an empty guest cart and refuses a body that is not a list', async () => {
    const user = await createUser(t.app);
    let res = await merge(user.headers, []);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items).toEqual([]);
    res = await merge(user.headers, 'not a list');
    expect(res.statusCode).toBe(400);
    res = await merge(
      user.headers,
      Array.from({ length: 101 }, () => guestLine(pendant, 0, 1)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your guest cart has too many lines to merge.');
  });
});
