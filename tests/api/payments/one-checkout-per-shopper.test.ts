/**
 * Stock holds cannot be used to keep everyone else out (docs/decisions/087): one open checkout per shopper (a new
 * one closes the earlier one, at the provider too, and releases its holds), checkouts limited per account and per
 * address, at most CHECKOUT_LIMITS.maxPiecesPerCheckout pieces held; and a payment that still arrives for a closed
 * checkout is refunded through the provider, never made an order — so nobody pays twice for the last piece.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import {
  VALID_ADDRESS,
  addToCart,
  completeSandbox,
  createCheckout,
  createOrder,
} from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES } from '#domain/payment-constants';
import { ORDER_MESSAGES } from '#domain/order-constants';
import { cartLines, carts, orders, paymentSessions } from '#server/db/schema';
import { startStripeStub, type StripeStub } from './stripe-stub';
import { createStripeTestApp, postSignedWebhook, stripeEvent } from './stripe-webhook';

async function emptyCart(t: TestApp, user: TestUser) {
  const [cart] = await t.app.db.select().from(carts).where(eq(carts.userId, user.id));
  if (cart) await t.app.db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
}
const line = (piece: MadeProduct, quantity = 1) => ({
  productId: piece.id,
  variantId: piece.variants[0]!.id,
  quantity,
});
const sessionsOf = (t: TestApp, user: TestUser) =>
  t.app.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id));

describe('one open checkout per shopper (test provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'checkout:6/1h,checkoutAddress:9/1h' } });
  });
  afterAll(async () => t?.close());

  let n = 0;
  const checkout = (user: TestUser, remoteAddress = `10.60.${n++ % 250}.1`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      headers: user.headers,
      payload: {
        paymentMethod: 'card',
        shippingAddress: VALID_ADDRESS,
      },
      remoteAddress,
    });

  it('a new checkout closes the earlier one and releases what it held', async () => {
    const a = await createProduct(t.app, { title: 'Last Kada', variants: [{ stock: 1 }] });
    const b = await createProduct(t.app, { title: 'Last Jhumka', variants: [{ stock: 1 }] });
    const hoarder = await createUser(t.app);
    // The old attack: one checkout per piece, each holding it for 35 minutes.
    await addToCart(t.app, hoarder, line(a));
    const first = CreateCheckoutReply.parse((await checkout(hoarder)).json()).id;
    await emptyCart(t, hoarder);
    await addToCart(t.app, hoarder, line(b));
    const second = await checkout(hoarder);
    expect(second.statusCode).toBe(200);

    const rows = await sessionsOf(t, hoarder);
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(1);
    expect(rows.find((r) => r.providerSessionId === first)?.status).toBe('expired');
    // The first page can no longer be paid…
    const pay = await completeSandbox(t.app, hoarder, first);
    expect(pay.statusCode).toBe(409);
    // …and what it held is free for someone else; what the second holds is not.
    const buyerA = await createUser(t.app);
    await addToCart(t.app, buyerA, line(a));
    expect((await checkout(buyerA)).statusCode).toBe(200);
    const buyerB = await createUser(t.app);
    await addToCart(t.app, buyerB, line(b));
    expect((await checkout(buyerB)).statusCode).toBe(409);
  });

  it(`holds at most ${CHECKOUT_LIMITS.maxPiecesPerCheckout} pieces for one shopper`, async () => {
    const piece = await createProduct(t.app, { title: 'Toe Ring', variants: [{ stock: 100 }] });
    const user = await createUser(t.app);
    await addToCart(t.app, user, line(piece, CHECKOUT_LIMITS.maxPiecesPerCheckout + 1));
    const res = await checkout(user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.tooManyPieces(CHECKOUT_LIMITS.maxPiecesPerCheckout));
    expect(await sessionsOf(t, user)).toHaveLength(0);
    await emptyCart(t, user);
    await addToCart(t.app, user, line(piece, CHECKOUT_LIMITS.maxPiecesPerCheckout));
    expect((await checkout(user)).statusCode).toBe(200);
  });

  it('limits checkouts per account, and per address at a higher ceiling', async () => {
    const piece = await createProduct(t.app, { title: 'Nose Pin', variants: [{ stock: 100 }] });
    const user = await createUser(t.app);
    await addToCart(t.app, user, line(piece));
    for (let i = 0; i < 6; i++) expect((await checkout(user)).statusCode).toBe(200);
    const limited = await checkout(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many checkout attempts\. Please try again in \d+ minutes?\.$/,
    );

    // Nine shoppers behind one address: the tenth checkout from there waits.
    for (let i = 0; i < 9; i++) {
      const shopper = await createUser(t.app);
      await addToCart(t.app, shopper, line(piece));
      expect((await checkout(shopper, '10.61.0.1')).statusCode).toBe(200);
    }
    const tenth = await createUser(t.app);
    await addToCart(t.app, tenth, line(piece));
    expect((await checkout(tenth, '10.61.0.1')).statusCode).toBe(429);
  });

  it('two checkouts of one shopper at once leave one open checkout', async () => {
    const piece = await createProduct(t.app, { title: 'Anklet', variants: [{ stock: 5 }] });
    const user = await createUser(t.app);
    await addToCart(t.app, user, line(piece));
    const results = await Promise.all([checkout(user), checkout(user), checkout(user)]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const open = (await sessionsOf(t, user)).filter((r) => r.status === 'open');
    expect(open).toHaveLength(1);
  });
});

describe('a payment for a closed checkout is refunded (Stripe, against a local stub)', () => {
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createStripeTestApp(stub, { timeoutMs: 1000 });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.mode = 'ok';
  });
  const ordersOfSession = (id: string) =>
    t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id));

  it('closes the earlier Checkout Session at Stripe; a payment that still arrives for it is refunded, no order', async () => {
    const last = await createProduct(t.app, {
      title: 'Last Solitaire',
      variants: [{ stock: 1, pricePaise: 9_000_000 }],
    });
    const shopper = await createUser(t.app);
    await addToCart(t.app, shopper, line(last));
    const first = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    const second = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    expect(stub.requests.some((r) => r.path === `/v1/checkout/sessions/${first}/expire`)).toBe(true);
    expect(stub.sessions.get(first)!.status).toBe('expired');

    // Stripe completed the first page a moment before it was closed: its webhook arrives late.
    const paidLate = stub.pay(first);
    const res = await postSignedWebhook(t.app, stripeEvent('checkout.session.completed', paidLate));
    expect(res.statusCode).toBe(200);
    expect(await ordersOfSession(first)).toHaveLength(0);
    const refunds = [...stub.refunds.values()].filter((r) => r.payment_intent === paidLate.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(9_000_000);
    const [row] = await t.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, first));
    expect(row).toMatchObject({ status: 'expired', providerRefundId: refunds[0]!.id });
    expect(row!.refundedAt).toBeInstanceOf(Date);

    // The webhook again, and the shopper's return to the success page: still one refund, no order.
    expect(
      (await postSignedWebhook(t.app, stripeEvent('checkout.session.completed', paidLate))).statusCode,
    ).toBe(200);
    const back = await createOrder(t.app, shopper, first);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(ORDER_MESSAGES.refunded);
    expect(
      [...stub.refunds.values()].filter((r) => r.payment_intent === paidLate.payment_intent),
    ).toHaveLength(1);

    // The newer checkout is the one that buys the piece — once.
    stub.pay(second);
    expect((await createOrder(t.app, shopper, second)).statusCode).toBe(200);
    expect(await stockOf(t.app, last.variants[0]!.id)).toBe(0);
    const all = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, shopper.id)));
    expect(all).toHaveLength(1);
    expect(all[0]!.needsRefund).toBe(false);
  });

  it('a checkout paid at Stripe before the shopper opens a new one becomes the order', async () => {
    const piece = await createProduct(t.app, { title: 'Emerald Studs', variants: [{ stock: 3 }] });
    const shopper = await createUser(t.app);
    await addToCart(t.app, shopper, line(piece));
    const first = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    stub.pay(first); // paid in another tab; neither the webhook nor the shopper's return has arrived yet
    const again = await createCheckout(t.app, shopper);
    // The first checkout became the order (its pieces left the cart), so there is nothing left to check out.
    expect(again.statusCode).toBe(400);
    expect(await ordersOfSession(first)).toHaveLength(1);
    expect(stub.refunds.size).toBe(1); // only the one of the previous test
  });
});
