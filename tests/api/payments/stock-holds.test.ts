import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout } from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { paymentSessions } from '#server/db/schema';

/** A checkout holds its pieces against other shoppers' checkouts while it is paid (docs/decisions/032). */
describe('stock held by checkouts in progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function shopper(piece: MadeProduct, quantity = 1): Promise<TestUser> {
    const user = await createUser(t.app);
    const res = await addToCart(t.app, user, {
      productId: piece.id,
      variantId: piece.variants[0]!.id,
      quantity,
    });
    expect(res.statusCode).toBe(200);
    return user;
  }
  const checkoutId = async (user: TestUser) => {
    const res = await createCheckout(t.app, user);
    expect(res.statusCode, res.body).toBe(200);
    return CreateCheckoutReply.parse(res.json()).id;
  };
  const age = (id: string, minutes: number) =>
    t.app.db
      .update(paymentSessions)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(paymentSessions.providerSessionId, id));

  it('refuses a second shopper the piece a first is paying for, and frees it when the first cancels', async () => {
    const piece = await createProduct(t.app, { title: 'Last Bangle', variants: [{ stock: 1 }] });
    const first = await shopper(piece);
    const second = await shopper(piece);
    const id = await checkoutId(first);

    let res = await createCheckout(t.app, second);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Last Bangle is being checked out by other shoppers right now. Please try again in a few minutes.',
    );
    // Going back and checking out again does not block yourself.
    await checkoutId(first);

    await completeSandbox(t.app, first, id, { outcome: 'cancelled' });
    res = await createCheckout(t.app, second);
    expect(res.statusCode).toBe(409); // first's second checkout still holds it
  });

  it('says how many are left when others hold part of the stock', async () => {
    const piece = await createProduct(t.app, { title: 'Stacking Ring', variants: [{ stock: 3 }] });
    const first = await shopper(piece, 2);
    const second = await shopper(piece, 2);
    await checkoutId(first);
    const res = await createCheckout(t.app, second);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Only 1 of Stacking Ring is available right now; other shoppers are checking out the rest. Please update your cart or try again in a few minutes.',
    );
  });

  it('releases the hold of a declined or cancelled payment at once', async () => {
    const piece = await createProduct(t.app, { title: 'Solo Stud', variants: [{ stock: 1 }] });
    const first = await shopper(piece);
    const second = await shopper(piece);
    const id = await checkoutId(first);
    await completeSandbox(t.app, first, id, {
      outcome: 'paid',
      cardNumber: '4000000000000002',
      expiry: '12/39',
      cvc: '123',
    });
    await checkoutId(second);
  });

  it('lets a hold lapse with its payment page: an abandoned checkout blocks nobody for long', async () => {
    const piece = await createProduct(t.app, { title: 'Heirloom Locket', variants: [{ stock: 1 }] });
    const first = await shopper(piece);
    const second = await shopper(piece);
    const id = await checkoutId(first);
    await age(id, 36);
    await checkoutId(second);
    // The abandoned page has closed: paying it now is refused.
    const res = await completeSandbox(t.app, first, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment session has expired. Please check out again.');
  });

  it('the sandbox page closes after 31 minutes, like Stripe’s', async () => {
    const piece = await createProduct(t.app, { variants: [{ stock: 5 }] });
    const user = await shopper(piece);
    const id = await checkoutId(user);
    await age(id, 32);
    const page = await t.app.inject({ url: `/api/payment/sandbox/${id}`, headers: user.headers });
    expect(page.json().session.status).toBe('expired');
  });

  it('counts a paid session that has no order yet as holding its pieces', async () => {
    const piece = await createProduct(t.app, { title: 'Signet', variants: [{ stock: 1 }] });
    const first = await shopper(piece);
    const second = await shopper(piece);
    const id = await checkoutId(first);
    await t.app.db
      .update(paymentSessions)
      .set({ status: 'paid' })
      .where(eq(paymentSessions.providerSessionId, id));
    expect((await createCheckout(t.app, second)).statusCode).toBe(409);
  });
});
