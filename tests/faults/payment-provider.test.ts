/**
 * The payment provider timing out or failing (issue 7 "Faults"), through the real Stripe SDK against the local
 * stub of Stripe's API (tests/api/payments/stripe-stub.ts): every way the provider can let the shop down —
 * a 500, a hang past the timeout, a dropped connection, an answer that is not JSON — at both places the shop
 * calls it (opening the payment page, confirming the payment on the shopper's return).
 *
 * Each time: a clear message (502 failed / 503 not answering, with Retry-After), no order, no stock taken, the
 * cart exactly as it was, no payment session left behind half-made (opening) or decided (confirming) — and a
 * retry once the provider is back completes the purchase.
 * (tests/api/payments/stripe.test.ts covers the first 500 and hang cases at opening; this adds the rest.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createProduct, stockOf, type MadeProduct } from '../helpers/catalog-fixtures';
import { addToCart, createCheckout, createOrder } from '../helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { orders, paymentSessions } from '#server/db/schema';
import { CONFIRM_MESSAGES } from '#server/modules/checkout/provider-errors';
import { startStripeStub, type StripeStub } from '../api/payments/stripe-stub';

const TIMEOUT_MS = 400;
const OPEN_FAILED = 'The payment provider could not start the payment. Please try again.';
const OPEN_UNAVAILABLE = 'The payment provider is not answering. Please try again in a moment.';
type Fault = 'error' | 'hang' | 'reset' | 'garbage';
/** What each fault looks like to the shopper: 502 when the provider answered wrongly, 503 when it did not answer. */
const EXPECTED: Record<Fault, { status: number; open: string; confirm: string }> = {
  error: { status: 502, open: OPEN_FAILED, confirm: CONFIRM_MESSAGES.providerFailed },
  garbage: { status: 502, open: OPEN_FAILED, confirm: CONFIRM_MESSAGES.providerFailed },
  hang: { status: 503, open: OPEN_UNAVAILABLE, confirm: CONFIRM_MESSAGES.providerUnavailable },
  reset: { status: 503, open: OPEN_UNAVAILABLE, confirm: CONFIRM_MESSAGES.providerUnavailable },
};
const FAULTS = Object.keys(EXPECTED) as Fault[];

describe('the payment provider timing out or failing', () => {
  let stub: StripeStub;
  let t: TestApp;
  let ring: MadeProduct;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_aurelia_stub', STRIPE_WEBHOOK_SECRET: 'whsec_test_faults' },
      build: {
        payments: {
          stripeApi: { host: '127.0.0.1', port: stub.port, protocol: 'http' },
          timeoutMs: TIMEOUT_MS,
        },
      },
    });
    ring = await createProduct(t.app, { variants: [{ sizes: ['6'], pricePaise: 5_000_000, stock: 50 }] });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.mode = 'ok';
  });

  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/cart/getUserCart', headers: user.headers }))
      .json()
      .cart.items.map((i: { variantId: string; quantity: number; selectedSize: string }) => ({
        variantId: i.variantId,
        quantity: i.quantity,
        selectedSize: i.selectedSize,
      }));
  const sessionsOf = (user: TestUser) =>
    t.app.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id));
  const ordersOf = (user: TestUser) => t.app.db.select().from(orders).where(eq(orders.userId, user.id));

  async function shopper(): Promise<TestUser> {
    const user = await createUser(t.app);
    const res = await addToCart(t.app, user, {
      productId: ring.id,
      variantId: ring.variants[0]!.id,
      quantity: 2,
      selectedSize: '6',
    });
    expect(res.statusCode).toBe(200);
    return user;
  }

  it.each(FAULTS)('opening the payment page while the provider fails (%s)', async (fault) => {
    const user = await shopper();
    const cartBefore = await cartOf(user);
    const stockBefore = await stockOf(t.app, ring.variants[0]!.id);
    stub.mode = fault;
    const started = Date.now();
    const res = await createCheckout(t.app, user);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(EXPECTED[fault].status);
    expect(res.json()).toEqual({ success: false, message: EXPECTED[fault].open });
    if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
    // Bounded: the SDK's timeout, one network retry and its back-off — not the SDK's default 80 s.
    expect(took).toBeLessThan(4 * TIMEOUT_MS + 3000);
    // No session left behind (it would hold the stock from other shoppers), no order, the cart untouched.
    expect(await sessionsOf(user)).toEqual([]);
    expect(await ordersOf(user)).toEqual([]);
    expect(await cartOf(user)).toEqual(cartBefore);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stockBefore);

    // The provider is back: the same cart checks out.
    stub.mode = 'ok';
    const again = await createCheckout(t.app, user);
    expect(again.statusCode).toBe(200);
    expect(await sessionsOf(user)).toHaveLength(1);
  });

  it.each(FAULTS)('confirming a paid session while the provider fails (%s)', async (fault) => {
    const user = await shopper();
    const opened = await createCheckout(t.app, user);
    expect(opened.statusCode).toBe(200);
    const id = CreateCheckoutReply.parse(opened.json()).id;
    stub.pay(id);
    const cartBefore = await cartOf(user);
    const stockBefore = await stockOf(t.app, ring.variants[0]!.id);

    stub.mode = fault;
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await createOrder(t.app, user, id);
      expect(res.statusCode).toBe(EXPECTED[fault].status);
      expect(res.json()).toEqual({ success: false, message: EXPECTED[fault].confirm });
    }
    // Nothing decided: the session is still open (not paid, not failed), no order, no stock, the cart kept.
    const [session] = await sessionsOf(user);
    expect(session!.status).toBe('open');
    expect(await ordersOf(user)).toEqual([]);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stockBefore);
    expect(await cartOf(user)).toEqual(cartBefore);

    // Retried once the provider answers: exactly one order; the purchased line leaves the cart.
    stub.mode = 'ok';
    const res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, created: true });
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stockBefore - 2);
    expect(await cartOf(user)).toEqual([]);
  });

  it('an unpaid session confirmed while the provider fails stays open; no order is made', async () => {
    const user = await shopper();
    const id = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json()).id;
    stub.mode = 'error';
    expect((await createOrder(t.app, user, id)).statusCode).toBe(502);
    stub.mode = 'ok';
    const res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(409);
    expect(await ordersOf(user)).toEqual([]);
    expect((await sessionsOf(user))[0]!.status).toBe('open');
    expect(await cartOf(user)).toHaveLength(1);
  });
});
