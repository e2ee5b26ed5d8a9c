/**
 * The server applies the one size rule (src/domain/sizes.ts, decision 120) everywhere it reads a size: the back
 * office stores a size named twice once, and the cart, its merge and the product page's form take ' free  SIZE '
 * for the variant's 'Free Size' — one line, kept under the variant's spelling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { variants } from '#server/db/schema';
import { addCategory, addProduct, setupAdminTest, variant, type AdminTestContext } from '../admin/helpers';
import { addToCart } from '#tests/helpers/buying';
import { createUser } from '#tests/helpers/users';
import { AddToCartReply, CartReply, MergeCartReply } from '#domain/schemas/cart';
import { decodeGuestBag } from '#domain/guest-bag-cookie';

describe('the size rule on the server', () => {
  let ctx: AdminTestContext;
  let productId: string;
  let variantId: string;
  let addedSizes: string[];
  beforeAll(async () => {
    ctx = await setupAdminTest();
    const bangles = await addCategory(ctx, 'Bangles');
    const product = await addProduct(ctx, {
      title: 'Size Rule Bangle',
      categoryId: bangles._id,
      status: 'active',
      variants: [variant('SIZE-RULE-1', { size: ' 2.4 , Free  Size, 2.6, free size, 2.4', stock: 9 })],
    });
    productId = product._id;
    variantId = product.variants[0]!._id;
    addedSizes = product.variants[0]!.size;
  });
  afterAll(async () => ctx?.t.close());

  it('stores a size named twice once, in its first spelling, inner spaces as one', async () => {
    const [row] = await ctx.app.db
      .select({ sizes: variants.sizes })
      .from(variants)
      .where(eq(variants.id, variantId));
    expect(row!.sizes).toEqual(['2.4', 'Free Size', '2.6']);
    expect(addedSizes).toEqual(['2.4', 'Free Size', '2.6']);
  });

  it('adds, updates and removes a line whatever the case and spaces of the size sent', async () => {
    const shopper = await createUser(ctx.app);
    let res = await addToCart(ctx.app, shopper, { productId, variantId, selectedSize: ' free  SIZE ' });
    expect(res.statusCode, res.body).toBe(200);
    let cart = AddToCartReply.parse(res.json()).cart;
    expect(cart.items.map((i) => [i.variantDetails.selectedSize, i.quantity])).toEqual([['Free Size', 1]]);

    // The same size in another spelling is the same line.
    res = await addToCart(ctx.app, shopper, { productId, variantId, selectedSize: 'FREE SIZE' });
    cart = AddToCartReply.parse(res.json()).cart;
    expect(cart.items.map((i) => [i.variantDetails.selectedSize, i.quantity])).toEqual([['Free Size', 2]]);

    res = await addToCart(ctx.app, shopper, { productId, variantId, selectedSize: '2.4 ' });
    expect(AddToCartReply.parse(res.json()).cart.items).toHaveLength(2);

    // A variantId held in two sizes is narrowed by the size, in any spelling.
    res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cart/updateCart/${variantId}`,
      headers: shopper.headers,
      payload: { quantity: 3, selectedSize: ' free size' },
    });
    expect(res.statusCode, res.body).toBe(200);
    cart = CartReply.parse(res.json()).cart;
    expect(cart.items.map((i) => [i.variantDetails.selectedSize, i.quantity])).toEqual([
      ['Free Size', 3],
      ['2.4', 1],
    ]);
    res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${variantId}?selectedSize=${encodeURIComponent('FREE  size')}`,
      headers: shopper.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(CartReply.parse(res.json()).cart.items.map((i) => i.variantDetails.selectedSize)).toEqual(['2.4']);

    // A size the variant does not offer is refused, however it is spelt.
    res = await addToCart(ctx.app, shopper, { productId, variantId, selectedSize: ' 2.8 ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That size is not available for this piece.');
  });

  it('merges guest lines of one size in two spellings into one line', async () => {
    const shopper = await createUser(ctx.app);
    const line = (size: string, quantity: number) => ({
      productId,
      variantId,
      quantity,
      variantDetails: { material: 'Yellow Gold', purity: '18KT', selectedSize: size, price: 1 },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: shopper.headers,
      payload: { guestCartItems: [line('free size', 1), line(' FREE  SIZE', 2)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = MergeCartReply.parse(res.json()).cart;
    expect(cart.items.map((i) => [i.variantDetails.selectedSize, i.quantity])).toEqual([['Free Size', 3]]);
  });

  it("keeps the product form's size under the variant's spelling in the guest bag", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
      payload: new URLSearchParams({
        productId,
        metal: 'Yellow Gold',
        purity: '18KT',
        size: 'FREE SIZE',
        quantity: '1',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(String(res.headers.location)).toBe('/cart');
    const cookie = [res.headers['set-cookie'] ?? []].flat()[0]!;
    const lines = decodeGuestBag(cookie.split(';')[0]) as Array<{ variantDetails: { selectedSize: string } }>;
    expect(lines.map((l) => l.variantDetails.selectedSize)).toEqual(['Free Size']);
  });
});
