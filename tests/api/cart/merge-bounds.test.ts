/**
 * POST /api/cart/merge stays small both ways: a body bigger than a real guest cart is refused before it is
 * read (413), and the reply lists at most MERGE_REPORT_LIMIT adjustments, counts the rest and repeats nothing
 * of what was sent but ids and sizes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { MERGE_REPORT_LIMIT, MergeCartReply } from '#domain/schemas/cart';
import { CART_LIMITS } from '#domain/cart-constants';

describe('merge: bounded body and reply', () => {
  let t: TestApp;
  let pendant: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    pendant = await createProduct(t.app, { title: 'Drop Pendant', variants: [{ stock: 10 }] });
  });
  afterAll(async () => t?.close());

  const merge = (headers: { authorization: string }, guestCartItems: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/cart/merge', headers, payload: { guestCartItems } });

  it('lists the first adjustments of a hostile cart and counts the rest, echoing no junk', async () => {
    const user = await createUser(t.app);
    const junk = 'x'.repeat(1000);
    const lines = Array.from({ length: CART_LIMITS.maxMergeLines }, (_, i) =>
      i % 2
        ? { productId: junk, variantId: junk, quantity: junk, name: junk }
        : {
            productId: randomUUID(),
            variantId: randomUUID(),
            quantity: 1,
            variantDetails: { selectedSize: 'y'.repeat(CART_LIMITS.maxSizeLength) },
          },
    );
    const payload = JSON.stringify({ guestCartItems: lines });
    expect(payload.length).toBeGreaterThan(150_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const body = MergeCartReply.parse(res.json());
    expect(body.adjustments).toHaveLength(MERGE_REPORT_LIMIT);
    expect(body.moreAdjustments).toBe(CART_LIMITS.maxMergeLines - MERGE_REPORT_LIMIT);
    expect(res.body).not.toContain('xxxxxxxx');
    expect(res.body.length).toBeLessThan(8 * 1024);
    const invalid = body.adjustments.find((a) => a.reason === 'invalid')!;
    expect(invalid).toMatchObject({ productId: null, variantId: null, name: '' });
  });

  it('takes a real guest cart of the most lines, refuses a bigger body with 413', async () => {
    const user = await createUser(t.app);
    // What the browser keeps: a 200-character name, image, slug and details (src/web/features/cart/guest-cart.ts).
    const line = {
      productId: pendant.id,
      variantId: pendant.variants[0]!.id,
      quantity: 1,
      name: 'N'.repeat(200),
      mainImage: `/uploads/products/${'a'.repeat(40)}-960.webp`,
      slug: 's'.repeat(200),
      variantDetails: { material: 'Yellow Gold', purity: '22KT', selectedSize: '', price: 125000, stock: 10 },
    };
    let res = await merge(
      user.headers,
      Array.from({ length: CART_LIMITS.maxMergeLines }, () => line),
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(MergeCartReply.parse(res.json()).cart.items.map((i) => i.quantity)).toEqual([10]);

    res = await merge(
      user.headers,
      Array.from({ length: CART_LIMITS.maxMergeLines }, () => ({ ...line, name: 'N'.repeat(3000) })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.' });
  });
});
