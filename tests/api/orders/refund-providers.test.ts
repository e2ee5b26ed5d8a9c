/**
 * Refunds of orders through the real provider code (the official SDKs) against local stubs of Stripe's and
 * Razorpay's HTTP APIs (docs/decisions/097): the payment refunded in part, then the rest, keyed by our refund row;
 * a provider that fails (502) or hangs (503) records nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, createCheckout, createOrder } from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { CreateOrderReply, type OrderDto } from '#domain/schemas/orders';
import { OrderActionReply, OrderRefundReply } from '#domain/schemas/admin-orders';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { refunds } from '#server/db/schema';
import { startStripeStub, type StripeStub } from '../payments/stripe-stub';
import { createStripeTestApp } from '../payments/stripe-webhook';
import { callbackParams, startRazorpayStub, type RazorpayStub } from '../payments/razorpay-stub';

async function setup(t: TestApp) {
  const admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
  const piece = await createProduct(t.app, {
    title: 'Kundan Earrings',
    variants: [{ material: 'Yellow Gold', purity: '22KT', sizes: [], stock: 50, pricePaise: 4_000_000 }],
  });
  return { admin, piece };
}

async function checkout(t: TestApp, piece: MadeProduct): Promise<{ user: TestUser; id: string }> {
  const user = await createUser(t.app);
  await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id, quantity: 1 });
  const res = await createCheckout(t.app, user);
  expect(res.statusCode, res.body).toBe(200);
  return { user, id: CreateCheckoutReply.parse(res.json()).id };
}

const post = (t: TestApp, admin: TestUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload });

const refundRows = (t: TestApp, orderId: string) =>
  t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('order refunds through Stripe (stub of its API)', () => {
  let stub: StripeStub;
  let t: TestApp;
  let admin: TestUser;
  let piece: MadeProduct;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createStripeTestApp(stub);
    ({ admin, piece } = await setup(t));
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.mode = 'ok';
  });

  async function paidOrder(): Promise<OrderDto> {
    const { user, id } = await checkout(t, piece);
    stub.pay(id);
    const res = await createOrder(t.app, user, id);
    expect(res.statusCode, res.body).toBe(200);
    return CreateOrderReply.parse(res.json()).order;
  }

  it('cancels with a part refunded through Stripe’s refunds API, then refunds the rest', async () => {
    const order = await paidOrder();
    const intent = stub.sessions.get(order.stripeSessionId)!.payment_intent!;
    const res = await post(t, admin, `/api/order/${order._id}/cancel`, {
      reason: 'Changed mind',
      refund: 15_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = OrderActionReply.parse(res.json()).order.refunds[0]!;
    const made = stub.refunds.get(first.providerRefundId!)!;
    expect(made).toMatchObject({ payment_intent: intent, amount: 1_500_000 });
    const req = stub.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('metadata[refundId]') === first._id,
    );
    expect(req?.idempotencyKey).toBe(`refund-${first._id}`);

    const rest = await post(t, admin, `/api/order/${order._id}/refund`, {
      amount: 25_000,
      reason: 'The rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const second = OrderRefundReply.parse(rest.json());
    expect(second.order).toMatchObject({ refundedAmount: 40_000, amountOwed: 0 });
    expect(stub.refunds.get(second.refund.providerRefundId!)).toMatchObject({
      payment_intent: intent,
      amount: 2_500_000,
    });
  });

  it('a Stripe error answers 502 and a hang 503, with nothing recorded', async () => {
    const order = await paidOrder();
    stub.mode = 'error';
    const failed = await post(t, admin, `/api/order/${order._id}/refund`, { amount: 1_000 });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ success: false, message: AS.refundFailed });
    stub.mode = 'hang';
    const hung = await post(t, admin, `/api/order/${order._id}/refund`, { amount: 1_000 });
    expect(hung.statusCode).toBe(503);
    expect(hung.json().message).toBe(AS.refundUnavailable);
    expect(await refundRows(t, order._id)).toHaveLength(0);
    stub.mode = 'ok';
    expect((await post(t, admin, `/api/order/${order._id}/refund`, { amount: 1_000 })).statusCode).toBe(200);
    expect(await refundRows(t, order._id)).toHaveLength(1);
  });
});

describe('order refunds through Razorpay (stub of its API)', () => {
  const KEY_ID = 'rzp_test_AureliaStub01';
  const KEY_SECRET = 'rzp_stub_key_secret_0123456789';
  let stub: RazorpayStub;
  let t: TestApp;
  let admin: TestUser;
  let piece: MadeProduct;
  beforeAll(async () => {
    stub = await startRazorpayStub({ keyId: KEY_ID, keySecret: KEY_SECRET });
    t = await createTestApp({
      env: {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: 'rzp_whsec_x',
      },
      build: { payments: { razorpayApi: { baseUrl: stub.baseUrl }, timeoutMs: 400 } },
    });
    ({ admin, piece } = await setup(t));
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.mode = 'ok';
  });

  it('refunds the captured payment of the order’s Payment Link, in full on cancel', async () => {
    const { user, id } = await checkout(t, piece);
    const { link, paymentId } = stub.pay(id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      headers: user.headers,
      payload: { stripeSessionId: id, ...callbackParams(link, paymentId, KEY_SECRET) },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = CreateOrderReply.parse(placed.json()).order;

    stub.mode = 'error';
    const failed = await post(t, admin, `/api/order/${order._id}/cancel`, {
      reason: 'Out of stock',
      refund: 'full',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      order: { status: 'Cancelled', refundedAmount: 0, amountOwed: 40_000 },
    });
    expect([...stub.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(0);

    stub.mode = 'ok';
    const res = await post(t, admin, `/api/order/${order._id}/refund`, {
      amount: 40_000,
      reason: 'Out of stock',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refund, order: after } = OrderRefundReply.parse(res.json());
    expect(after).toMatchObject({ refundedAmount: 40_000, amountOwed: 0, needsRefund: false });
    expect(stub.refunds.get(refund.providerRefundId!)).toMatchObject({
      payment_id: paymentId,
      amount: 4_000_000,
      receipt: refund._id,
    });
  });
});
