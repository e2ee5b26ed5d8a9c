import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import {
  DECLINED_CARD,
  PAY_CARD,
  addToCart,
  completeSandbox,
  createCheckout,
  createOrder,
} from '#tests/helpers/buying';
import { CreateCheckoutReply, SandboxCompleteReply } from '#domain/schemas/payments';
import { paymentSessions, orders } from '#server/db/schema';

describe('the test provider: paying on the sandbox page', () => {
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, {
      title: 'Bezel Pendant',
      variants: [{ stock: 50, pricePaise: 1_250_000 }],
    });
  });
  afterAll(async () => t?.close());

  async function checkout(): Promise<{ user: TestUser; id: string }> {
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id, quantity: 2 });
    const { id } = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json());
    return { user, id };
  }
  const statusOf = async (id: string) =>
    (await t.app.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, id)))[0]!
      .status;

  it('4242 4242 4242 4242 pays: the session is paid, the order made at once, redirect to success', async () => {
    const { user, id } = await checkout();
    const before = await stockOf(t.app, piece.variants[0]!.id);
    const res = await completeSandbox(t.app, user, id);
    expect(res.statusCode).toBe(200);
    expect(SandboxCompleteReply.parse(res.json())).toEqual({
      success: true,
      outcome: 'paid',
      message: 'Payment received.',
      redirectUrl: `/payment-success?session_id=${id}`,
    });
    expect(await statusOf(id)).toBe('paid');
    // The order exists even if the shopper never reaches /payment-success …
    const made = await t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id));
    expect(made).toHaveLength(1);
    expect(await stockOf(t.app, piece.variants[0]!.id)).toBe(before - 2);
    // … and the success page's createOrder finds that same order.
    const again = await createOrder(t.app, user, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, order: { _id: made[0]!.id } });
    // A double click on Pay changes nothing.
    expect((await completeSandbox(t.app, user, id)).json().outcome).toBe('paid');
    expect(await t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id))).toHaveLength(1);
  });

  it('4000 0000 0000 0002 is declined: the session is closed and the shopper goes to the cancel page', async () => {
    const { user, id } = await checkout();
    const res = await completeSandbox(t.app, user, id, { outcome: 'paid', ...DECLINED_CARD });
    expect(res.statusCode).toBe(200);
    expect(SandboxCompleteReply.parse(res.json())).toEqual({
      success: true,
      outcome: 'declined',
      message: 'Your card was declined.',
      redirectUrl: '/payment-cancel',
    });
    expect(await statusOf(id)).toBe('declined');
    // The session is over: paying it afterwards is refused, and so is an order.
    const pay = await completeSandbox(t.app, user, id);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This payment session is already closed.');
    const order = await createOrder(t.app, user, id);
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe('This payment was declined.');
  });

  it('Cancel closes the session and returns to /payment-cancel', async () => {
    const { user, id } = await checkout();
    const res = await completeSandbox(t.app, user, id, { outcome: 'cancelled' });
    expect(res.json()).toMatchObject({ outcome: 'cancelled', redirectUrl: '/payment-cancel' });
    expect(await statusOf(id)).toBe('cancelled');
    const order = await createOrder(t.app, user, id);
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe('This payment was cancelled.');
  });

  it('the server decides from the card: no card, a wrong card or a non-test card leave the session open', async () => {
    const { user, id } = await checkout();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ outcome: 'paid' }, 'Your card number is incomplete.'],
      [{ outcome: 'paid', ...PAY_CARD, cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [
        { outcome: 'paid', ...PAY_CARD, cardNumber: '5555 5555 5555 4444' },
        'This is a test payment page: use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline.',
      ],
      [{ outcome: 'paid', ...PAY_CARD, expiry: '01/20' }, "Your card's expiration date is in the past."],
      [{ outcome: 'paid', ...PAY_CARD, cvc: '1' }, "Your card's security code is incomplete."],
      [{ outcome: 'refunded' }, 'Outcome must be paid, cancelled or declined.'],
    ];
    for (const [body, message] of cases) {
      const res = await completeSandbox(t.app, user, id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await statusOf(id)).toBe('open');
    expect((await createOrder(t.app, user, id)).json().message).toBe(
      'Payment has not been completed for this session.',
    );
  });

  it("never lets a shopper complete someone else's session", async () => {
    const { user, id } = await checkout();
    const thief = await createUser(t.app);
    let res = await completeSandbox(t.app, thief, id);
    expect(res.statusCode).toBe(404);
    res = await completeSandbox(t.app, thief, id, { outcome: 'cancelled' });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${id}/complete`,
      payload: { outcome: 'paid' },
    });
    expect(res.statusCode).toBe(401);
    expect(await statusOf(id)).toBe('open');
    expect((await completeSandbox(t.app, user, id)).json().outcome).toBe('paid');
  });

  it('two Pay clicks arriving together make one order', async () => {
    const { user, id } = await checkout();
    const results = await Promise.all([completeSandbox(t.app, user, id), completeSandbox(t.app, user, id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().outcome)).toEqual(['paid', 'paid']);
    expect(await t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id))).toHaveLength(1);
  });
});
