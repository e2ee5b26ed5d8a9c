import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { PAY_CARD, addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { CreateOrderReply } from '#domain/schemas/orders';
import { orders, paymentSessions } from '#server/db/schema';
import { startStripeStub, type StripeStub } from './stripe-stub';
import {
  WEBHOOK_SECRET,
  createStripeTestApp,
  postSignedWebhook,
  postWebhook,
  signatureOf,
  stripeEvent,
} from './stripe-webhook';

const event = stripeEvent;

describe('the Stripe provider, against a local stub of Stripe’s API', () => {
  let stub: StripeStub;
  let t: TestApp;
  let ring: MadeProduct;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createStripeTestApp(stub);
    ring = await createProduct(t.app, {
      title: 'Marquise Ring',
      variants: [
        {
          material: 'Platinum',
          purity: 'PT950',
          sizes: ['5', '6'],
          pricePaise: 8_000_000,
          discountType: 'percentage',
          discountValue: 1250, // 12.5 %
          stock: 100,
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.mode = 'ok';
  });

  async function checkout(): Promise<{ user: TestUser; id: string; url: string }> {
    const user = await createUser(t.app);
    await addToCart(t.app, user, {
      productId: ring.id,
      variantId: ring.variants[0]!.id,
      quantity: 2,
      selectedSize: '6',
    });
    const res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(200);
    const body = CreateCheckoutReply.parse(res.json());
    return { user, id: body.id, url: body.url };
  }

  const webhook = (payload: string, signature?: string) => postWebhook(t.app, payload, signature);
  const signed = (payload: string, secret = WEBHOOK_SECRET) => postSignedWebhook(t.app, payload, secret);
  const ordersOf = (id: string) => t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id));

  it('creates a Checkout Session in INR with the snapshot’s line items and the shop’s return URLs', async () => {
    const before = stub.requests.length;
    const { user, id, url } = await checkout();
    const req = stub.requests.slice(before).find((r) => r.method === 'POST')!;
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.authorization).toBe('Bearer sk_test_aurelia_stub');
    const [row] = await t.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, id));
    expect(row).toMatchObject({ provider: 'stripe', status: 'open', amountPaise: 2 * 7_000_000 });
    expect(req.idempotencyKey).toBe(`checkout-${row!.id}`);
    const f = Object.fromEntries(req.form);
    expect(f).toMatchObject({
      mode: 'payment',
      currency: 'inr',
      customer_email: user.email,
      client_reference_id: row!.id,
      'metadata[sessionId]': row!.id,
      'metadata[userId]': user.id,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '7000000',
      'line_items[0][price_data][product_data][name]': 'Marquise Ring',
      'line_items[0][price_data][product_data][description]': 'Platinum · PT950 · Size 6',
      'line_items[0][price_data][product_data][metadata][sku]': ring.variants[0]!.sku,
      success_url: 'http://shop.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/payment-cancel',
    });
    // The hosted page closes after 31 minutes, before the checkout's stock hold (35) lapses.
    const expiresIn = Number(f.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(31 * 60);
    expect(f['line_items[1][quantity]']).toBeUndefined();
    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
  });

  it('confirms payment by retrieving the session: unpaid is refused, paid becomes one order', async () => {
    const { user, id } = await checkout();
    let res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Payment has not been completed for this session.');
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}` });

    const stockBefore = await stockOf(t.app, ring.variants[0]!.id);
    stub.pay(id);
    res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(200);
    const body = CreateOrderReply.parse(res.json());
    expect(body.created).toBe(true);
    expect(body.order).toMatchObject({ totalAmount: 140_000, stripeSessionId: id, status: 'Placed' });
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stockBefore - 2);
    // Again: the same order, no second one, no second stock change.
    res = await createOrder(t.app, user, id);
    expect(CreateOrderReply.parse(res.json())).toMatchObject({
      created: false,
      order: { _id: body.order._id },
    });
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stockBefore - 2);
  });

  it('does not believe a paid session whose amount differs from the snapshot', async () => {
    const { user, id } = await checkout();
    stub.pay(id, 100);
    const res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(409);
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('refuses a webhook with a bad, missing or foreign signature, or a tampered body (400)', async () => {
    const { id } = await checkout();
    const session = stub.pay(id);
    const payload = event('checkout.session.completed', session);
    for (const res of [
      await webhook(payload),
      await webhook(payload, 't=1,v1=deadbeef'),
      await signed(payload, 'whsec_someone_else'),
      await webhook(payload.replace('"paid"', '"paid" '), signatureOf(payload)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Webhook signature verification failed.' });
    }
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('makes the order from checkout.session.completed when the shopper never comes back', async () => {
    const { user, id } = await checkout();
    const session = stub.pay(id);
    const res = await signed(event('checkout.session.completed', session));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const made = await ordersOf(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: user.id, totalPaise: 14_000_000, needsRefund: false });
    // A redelivery of the same event changes nothing; the shopper's late return finds the order.
    expect((await signed(event('checkout.session.completed', session))).statusCode).toBe(200);
    const late = CreateOrderReply.parse((await createOrder(t.app, user, id)).json());
    expect(late).toMatchObject({ created: false, order: { _id: made[0]!.id } });
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('webhook and browser return arriving together make exactly one order', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, id } = await checkout();
      const before = await stockOf(t.app, ring.variants[0]!.id);
      const session = stub.pay(id);
      const payload = event('checkout.session.completed', session);
      const [hook, browser, reload] = await Promise.all([
        signed(payload),
        createOrder(t.app, user, id),
        createOrder(t.app, user, id),
      ]);
      expect(hook.statusCode).toBe(200);
      expect(browser.statusCode).toBe(200);
      expect(reload.statusCode).toBe(200);
      expect(browser.json().order._id).toBe(reload.json().order._id);
      expect([browser.json().created, reload.json().created].filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(await ordersOf(id)).toHaveLength(1);
      expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(before - 2);
    }
  });

  it('closes an expired session, and ignores events it does not handle', async () => {
    const { user, id } = await checkout();
    const session = stub.expire(id);
    expect((await signed(event('checkout.session.expired', session))).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, id));
    expect(row!.status).toBe('expired');
    const res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment session has expired. Please check out again.');
    expect((await signed(event('customer.created', session))).statusCode).toBe(200);
    // An event for a session that is not ours is acknowledged and ignored.
    expect(
      (await signed(event('checkout.session.completed', { ...session, id: 'cs_test_other' }))).statusCode,
    ).toBe(200);
  });

  it('a provider that fails answers 502, one that hangs 503 — no session stored, the cart kept', async () => {
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: ring.id, variantId: ring.variants[0]!.id, selectedSize: '5' });
    stub.mode = 'error';
    let res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider could not start the payment. Please try again.');
    stub.mode = 'hang';
    const started = Date.now();
    res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The payment provider is not answering. Please try again in a moment.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await t.app.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id))).toEqual(
      [],
    );
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers });
    expect(cart.json().cart.items).toHaveLength(1);
  });

  it('a hanging provider at the shopper’s return answers 503 and makes no order; a retry succeeds', async () => {
    const { user, id } = await checkout();
    stub.pay(id);
    stub.mode = 'hang';
    let res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(503);
    expect(await ordersOf(id)).toHaveLength(0);
    stub.mode = 'ok';
    res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(200);
  });

  it('has no sandbox while Stripe is the provider', async () => {
    const { user, id } = await checkout();
    expect(
      (await t.app.inject({ url: `/api/payment/sandbox/${id}`, headers: user.headers })).statusCode,
    ).toBe(404);
    const res = await completeSandbox(t.app, user, id, { outcome: 'paid', ...PAY_CARD });
    expect(res.statusCode).toBe(404);
    expect(await ordersOf(id)).toHaveLength(0);
  });
});
