/**
 * Razorpay timing out or failing — the same four faults as Stripe's (payment-provider.test.ts), through the
 * Razorpay provider and the official SDK against a local stub of Razorpay's HTTP API
 * (tests/api/payments/razorpay-stub.ts), at both places the shop calls it: opening the Payment Link, and
 * confirming the payment on the shopper's signed return.
 *
 * Each time: 502 (Razorpay answered wrongly) or 503 with Retry-After (no answer in time), the same messages as
 * with Stripe, no order, no stock taken, the cart as it was, no session left half-made or decided — and a retry
 * once Razorpay is back completes the purchase once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createProduct, stockOf, type MadeProduct } from '../helpers/catalog-fixtures';
import { addToCart, createCheckout } from '../helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { orders, paymentSessions } from '#server/db/schema';
import { CONFIRM_MESSAGES } from '#server/modules/checkout/provider-errors';
import { callbackParams, startRazorpayStub, type RazorpayStub } from '../api/payments/razorpay-stub';

const TIMEOUT_MS = 400;
const KEY_ID = 'rzp_test_AureliaFaults';
const KEY_SECRET = 'rzp_faults_key_secret_0123';
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

describe('Razorpay timing out or failing', () => {
  let stub: RazorpayStub;
  let t: TestApp;
  let ring: MadeProduct;
  beforeAll(async () => {
    stub = await startRazorpayStub({ keyId: KEY_ID, keySecret: KEY_SECRET });
    t = await createTestApp({
      env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET },
      build: { payments: { razorpayApi: { baseUrl: stub.baseUrl }, timeoutMs: TIMEOUT_MS } },
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
  /** The shopper's return from the link, with Razorpay's signed parameters once it was paid. */
  const returnFrom = (user: TestUser, id: string, params: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      headers: user.headers,
      payload: { stripeSessionId: id, ...params },
    });

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
    // Bounded by the timeout the shop gives the SDK (it has none of its own)…
    expect(took).toBeLessThan(2 * TIMEOUT_MS + 3000);
    // …which closes the connection too: nothing is left waiting on Razorpay.
    await expect.poll(() => stub.hangingOpen(), { timeout: 2000 }).toBe(0);
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
    const paid = stub.pay(id);
    const params = callbackParams(paid.link, paid.paymentId, KEY_SECRET);
    const cartBefore = await cartOf(user);
    const stockBefore = await stockOf(t.app, ring.variants[0]!.id);

    stub.mode = fault;
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await returnFrom(user, id, params);
      expect(res.statusCode).toBe(EXPECTED[fault].status);
      expect(res.json()).toEqual({ success: false, message: EXPECTED[fault].confirm });
    }
    await expect.poll(() => stub.hangingOpen(), { timeout: 2000 }).toBe(0);
    // Nothing decided: the session is still open (not paid, not failed), no order, no stock, the cart kept.
    const [session] = await sessionsOf(user);
    expect(session!.status).toBe('open');
    expect(await ordersOf(user)).toEqual([]);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stockBefore);
    expect(await cartOf(user)).toEqual(cartBefore);

    // Retried once the provider answers: exactly one order; the purchased line leaves the cart.
    stub.mode = 'ok';
    const res = await returnFrom(user, id, params);
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
    expect((await returnFrom(user, id)).statusCode).toBe(502);
    stub.mode = 'ok';
    const res = await returnFrom(user, id);
    expect(res.statusCode).toBe(409);
    expect(await ordersOf(user)).toEqual([]);
    expect((await sessionsOf(user))[0]!.status).toBe('open');
    expect(await cartOf(user)).toHaveLength(1);
  });
});
