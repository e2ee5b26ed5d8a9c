/**
 * The checkout address's state is one of India's states and union territories (src/domain/shipping.ts), written
 * as the list spells it: the tax invoice's place of supply and GST state code come from it (docs/decisions/093).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHIPPING_MESSAGES } from '#domain/shipping';
import { paymentSessions } from '#server/db/schema';
import { VALID_ADDRESS, addToCart, createCheckout } from '#tests/helpers/buying';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';

describe('checkout address: state', () => {
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, { variants: [{ stock: 50 }] });
  });
  afterAll(async () => t?.close());

  async function checkoutWithState(state: unknown) {
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id });
    return createCheckout(t.app, user, { ...VALID_ADDRESS, state });
  }

  it.each([
    ['  tamil   nadu ', 'Tamil Nadu'],
    ['JAMMU & KASHMIR', 'Jammu and Kashmir'],
    ['dadra & nagar haveli and daman & diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Orissa', 'Odisha'],
    ['NCT of Delhi', 'Delhi'],
  ])('keeps %j as %j', async (typed, kept) => {
    const res = await checkoutWithState(typed);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db
      .select({ address: paymentSessions.shippingAddress })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, res.json().id));
    expect(row!.address.state).toBe(kept);
  });

  it.each(['Gotham', 'MH', 'Maharashtra 400001', 'Bengal'])(
    'refuses %j with the list’s message',
    async (state) => {
      const res = await checkoutWithState(state);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: SHIPPING_MESSAGES.state,
        errors: [{ path: 'shippingAddress.state', message: SHIPPING_MESSAGES.state }],
      });
    },
  );

  it('a missing state is a missing required field', async () => {
    const res = await checkoutWithState('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SHIPPING_MESSAGES.required);
  });
});
