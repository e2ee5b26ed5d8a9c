import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { PAY_CARD, addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { CreateOrderReply, ORDER_MESSAGES } from '#domain/schemas/orders';
import { RETURN_MESSAGES } from '#domain/provider-return';
import { orders, paymentSessions } from '#server/db/schema';
import {
  basicAuthOf,
  callbackParams,
  linkEvent,
  razorpaySignatureOf,
  startRazorpayStub,
  type RazorpayStub,
} from './razorpay-stub';

const KEY_ID = 'rzp_test_AureliaStub01';
const KEY_SECRET = 'rzp_stub_key_secret_0123456789';
const WEBHOOK_SECRET = 'rzp_stub_webhook_secret_abcdef';

describe('the Razorpay provider (Payment Links), through the SDK against a local stub of Razorpay’s API', () => {
  let stub: RazorpayStub;
  let t: TestApp;
  let bangle: MadeProduct;
  beforeAll(async () => {
    stub = await startRazorpayStub({ keyId: KEY_ID, keySecret: KEY_SECRET });
    t = await createTestApp({
      env: {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      build: { payments: { razorpayApi: { baseUrl: stub.baseUrl }, timeoutMs: 400 } },
    });
    bangle = await createProduct(t.app, {
      title: 'Temple Bangle',
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 6_450_000, stock: 100 }],
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => {
    stub.mode = 'ok';
  });

  async function checkout(
    quantity = 2,
  ): Promise<{ user: TestUser; id: string; url: string; sessionId: string }> {
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: bangle.id, variantId: bangle.variants[0]!.id, quantity });
    const res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(200);
    const body = CreateCheckoutReply.parse(res.json());
    const [row] = await t.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, body.id));
    return { user, id: body.id, url: body.url, sessionId: row!.id };
  }

  const ordersOf = (id: string) => t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id));
  const sessionOf = async (id: string) =>
    (await t.app.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, id)))[0]!;
  const returnTo = (user: TestUser, id: string, params: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      headers: user.headers,
      payload: { stripeSessionId: id, ...params },
    });
  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
      },
      payload,
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    webhook(payload, razorpaySignatureOf(payload, secret));

  it('creates a Payment Link in paise and INR, referencing our session, with the shop’s callback', async () => {
    const before = stub.requests.length;
    const { user, id, url, sessionId } = await checkout();
    const req = stub.requests.slice(before).find((r) => r.method === 'POST')!;
    expect(req.path).toBe('/v1/payment_links');
    expect(await sessionOf(id)).toMatchObject({
      provider: 'razorpay',
      status: 'open',
      amountPaise: 12_900_000,
    });
    expect(req.body).toMatchObject({
      amount: 12_900_000,
      currency: 'INR',
      accept_partial: false,
      reference_id: sessionId,
      description: 'Aurelia: Temple Bangle × 2',
      customer: { email: user.email },
      notify: { email: false, sms: false },
      notes: { sessionId, userId: user.id },
      callback_url: 'http://shop.test/payment-success',
      callback_method: 'get',
    });
    // The hosted page closes after 31 minutes, before the checkout's stock hold (35) lapses.
    const expiresIn = Number(req.body!.expire_by) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(31 * 60);
    expect(id).toMatch(/^plink_/);
    expect(url).toBe(stub.links.get(id)!.short_url);
  });

  it('speaks Razorpay’s HTTP API through the SDK: Basic auth with the key, JSON bodies, the documented paths', async () => {
    const piece = await createProduct(t.app, {
      title: 'Polki Ring',
      variants: [{ stock: 1, pricePaise: 3_100_000 }],
    });
    const shopper = await createUser(t.app);
    await addToCart(t.app, shopper, { productId: piece.id, variantId: piece.variants[0]!.id });
    const before = stub.requests.length;
    const first = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    // A second checkout cancels the first link; a payment that reaches the first anyway is refunded.
    const second = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    const late = stub.pay(first);
    expect((await signed(linkEvent('payment_link.paid', late.link))).statusCode).toBe(200);
    const paid = stub.pay(second);
    const res = await returnTo(shopper, second, callbackParams(paid.link, paid.paymentId, KEY_SECRET));
    expect(res.statusCode).toBe(200);

    const wire = stub.requests.slice(before);
    const calls = wire.map((r) => `${r.method} ${r.path}`);
    for (const call of [
      'POST /v1/payment_links',
      `POST /v1/payment_links/${first}/cancel`,
      `GET /v1/payment_links/${first}`,
      `GET /v1/payments/${late.paymentId}/refunds`,
      `POST /v1/payments/${late.paymentId}/refund`,
      `GET /v1/payment_links/${second}`,
    ]) {
      expect(calls).toContain(call);
    }
    // Every call authenticates with the shop's key id and secret, as HTTP Basic auth.
    for (const r of wire) expect(r.authorization).toBe(basicAuthOf(KEY_ID, KEY_SECRET));
    // Bodies are JSON; a cancel and the reads carry none.
    const [create] = wire.filter((r) => r.method === 'POST' && r.path === '/v1/payment_links');
    expect(create!.contentType).toMatch(/^application\/json/);
    expect(create!.body).toMatchObject({ amount: 3_100_000, currency: 'INR', accept_partial: false });
    const firstRow = await sessionOf(first);
    const refund = wire.find((r) => r.path === `/v1/payments/${late.paymentId}/refund`)!;
    expect(refund.contentType).toMatch(/^application\/json/);
    expect(refund.body).toEqual({
      amount: 3_100_000,
      speed: 'normal',
      receipt: firstRow.id,
      notes: { sessionId: firstRow.id },
    });
    expect(wire.find((r) => r.path === `/v1/payment_links/${first}/cancel`)!.body).toBeUndefined();
    for (const r of wire.filter((w) => w.method === 'GET')) expect(r.body).toBeUndefined();
    expect(wire.find((r) => r.path === `/v1/payments/${late.paymentId}/refunds`)!.query).toEqual({
      count: '100',
    });
  });

  it('the whole journey: link → paid → signed callback → one order; the return again is the same order', async () => {
    const { user, id } = await checkout();
    const stockBefore = await stockOf(t.app, bangle.variants[0]!.id);
    const { link, paymentId } = stub.pay(id);
    const params = callbackParams(link, paymentId, KEY_SECRET);
    let res = await returnTo(user, id, params);
    expect(res.statusCode).toBe(200);
    const body = CreateOrderReply.parse(res.json());
    expect(body).toMatchObject({ created: true, order: { totalAmount: 129_000, stripeSessionId: id } });
    // Confirmed with Razorpay, not on the callback's word.
    expect(stub.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_links/${id}`)).toBe(true);
    expect(await stockOf(t.app, bangle.variants[0]!.id)).toBe(stockBefore - 2);
    res = await returnTo(user, id, params);
    expect(CreateOrderReply.parse(res.json())).toMatchObject({
      created: false,
      order: { _id: body.order._id },
    });
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('refuses a forged, tampered, incomplete or borrowed callback with 400 — nothing asked, nothing marked', async () => {
    const { user, id } = await checkout();
    const other = await checkout(1);
    const { link, paymentId } = stub.pay(id);
    const good = callbackParams(link, paymentId, KEY_SECRET);
    const otherPaid = stub.pay(other.id);
    const asked = stub.requests.length;
    for (const params of [
      callbackParams(link, paymentId, 'not_the_shops_secret'),
      { ...good, razorpay_payment_id: 'pay_SomeoneElses1' },
      { ...good, razorpay_signature: good.razorpay_signature.slice(0, 40) },
      { ...good, razorpay_signature: '' },
      (({ razorpay_signature: _s, ...rest }) => rest)(good),
      // Validly signed by Razorpay — for another link: it proves nothing about this one.
      callbackParams(otherPaid.link, otherPaid.paymentId, KEY_SECRET),
    ]) {
      const res = await returnTo(user, id, params);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: RETURN_MESSAGES.badSignature });
    }
    expect(stub.requests.length).toBe(asked);
    expect((await sessionOf(id)).status).toBe('open');
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('a correctly signed callback is still confirmed with Razorpay: an unpaid link makes no order', async () => {
    const { user, id, sessionId } = await checkout();
    const link = stub.links.get(id)!;
    // As if Razorpay had signed a "paid" return for a link it holds unpaid (or the secret had leaked).
    const params = callbackParams(
      { ...link, status: 'paid', reference_id: sessionId },
      'pay_NotReally001',
      KEY_SECRET,
    );
    const res = await returnTo(user, id, params);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.notPaid);
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('does not believe a paid link whose amount differs from the snapshot', async () => {
    const { user, id } = await checkout();
    const { link, paymentId } = stub.pay(id, 100);
    const res = await returnTo(user, id, callbackParams(link, paymentId, KEY_SECRET));
    expect(res.statusCode).toBe(409);
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('makes the order from payment_link.paid when the shopper never comes back', async () => {
    const { user, id } = await checkout();
    const { link, paymentId } = stub.pay(id);
    const res = await signed(linkEvent('payment_link.paid', link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const made = await ordersOf(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: user.id, totalPaise: 12_900_000 });
    // Redelivered: nothing new. The shopper's late return finds the same order.
    expect((await signed(linkEvent('payment_link.paid', link))).statusCode).toBe(200);
    const late = await returnTo(user, id, callbackParams(link, paymentId, KEY_SECRET));
    expect(CreateOrderReply.parse(late.json())).toMatchObject({
      created: false,
      order: { _id: made[0]!.id },
    });
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('refuses a webhook with a bad, missing or foreign signature, or a tampered body (400)', async () => {
    const { id } = await checkout();
    const { link } = stub.pay(id);
    const payload = linkEvent('payment_link.paid', link);
    for (const res of [
      await webhook(payload),
      await webhook(payload, 'deadbeef'),
      await signed(payload, 'someone_elses_webhook_secret'),
      await webhook(payload.replace('"paid"', '"paid" '), razorpaySignatureOf(payload, WEBHOOK_SECRET)),
      // The key secret is not the webhook secret.
      await signed(payload, KEY_SECRET),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Webhook signature verification failed.' });
    }
    expect(await ordersOf(id)).toHaveLength(0);
    expect((await sessionOf(id)).status).toBe('open');
  });

  it('webhook and the shopper’s return arriving together make exactly one order', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, id } = await checkout();
      const before = await stockOf(t.app, bangle.variants[0]!.id);
      const { link, paymentId } = stub.pay(id);
      const params = callbackParams(link, paymentId, KEY_SECRET);
      const [hook, browser, reload] = await Promise.all([
        signed(linkEvent('payment_link.paid', link)),
        returnTo(user, id, params),
        returnTo(user, id, params),
      ]);
      expect([hook.statusCode, browser.statusCode, reload.statusCode]).toEqual([200, 200, 200]);
      expect(browser.json().order._id).toBe(reload.json().order._id);
      expect(await ordersOf(id)).toHaveLength(1);
      expect(await stockOf(t.app, bangle.variants[0]!.id)).toBe(before - 2);
    }
  });

  it('closes a session on payment_link.expired or .cancelled; ignores other events and other links', async () => {
    const { user, id } = await checkout();
    expect((await signed(linkEvent('payment_link.expired', stub.expire(id)))).statusCode).toBe(200);
    expect((await sessionOf(id)).status).toBe('expired');
    const res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.expired);

    const second = await checkout();
    const link = stub.links.get(second.id)!;
    expect(
      (await signed(linkEvent('payment_link.cancelled', { ...link, status: 'cancelled' }))).statusCode,
    ).toBe(200);
    expect((await sessionOf(second.id)).status).toBe('expired');

    expect((await signed(linkEvent('payment.captured', link))).statusCode).toBe(200);
    expect((await signed(JSON.stringify({ event: 'refund.processed', payload: {} }))).statusCode).toBe(200);
    const foreign = {
      ...link,
      id: 'plink_NotOurs00001',
      reference_id: 'another-shops-order-17',
      status: 'paid' as const,
      amount_paid: link.amount,
    };
    expect((await signed(linkEvent('payment_link.paid', foreign))).statusCode).toBe(200);
  });

  it('a new checkout cancels the earlier link; a payment that still arrives for it is refunded once, no order', async () => {
    const last = await createProduct(t.app, {
      title: 'Last Jhumka',
      variants: [{ stock: 1, pricePaise: 4_200_000 }],
    });
    const shopper = await createUser(t.app);
    await addToCart(t.app, shopper, { productId: last.id, variantId: last.variants[0]!.id });
    const first = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    const second = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    expect(
      stub.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_links/${first}/cancel`),
    ).toBe(true);
    expect(stub.links.get(first)!.status).toBe('cancelled');

    // Razorpay captured the first link's payment a moment before the cancel: its webhook arrives late.
    const late = stub.pay(first);
    const res = await signed(linkEvent('payment_link.paid', late.link));
    expect(res.statusCode).toBe(200);
    expect(await ordersOf(first)).toHaveLength(0);
    const refundsOf = () => [...stub.refunds.values()].filter((r) => r.payment_id === late.paymentId);
    expect(refundsOf()).toHaveLength(1);
    const refundRequest = stub.requests.find((r) => r.path === `/v1/payments/${late.paymentId}/refund`)!;
    const row = await sessionOf(first);
    expect(refundRequest.body).toMatchObject({
      amount: 4_200_000,
      receipt: row.id,
      notes: { sessionId: row.id },
    });
    expect(row).toMatchObject({ status: 'expired', providerRefundId: refundsOf()[0]!.id });
    expect(row.refundedAt).toBeInstanceOf(Date);

    // The webhook again, and the shopper's return: still one refund, no order.
    expect((await signed(linkEvent('payment_link.paid', late.link))).statusCode).toBe(200);
    const back = await returnTo(shopper, first, callbackParams(late.link, late.paymentId, KEY_SECRET));
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(ORDER_MESSAGES.refunded);
    expect(refundsOf()).toHaveLength(1);

    // The newer checkout buys the piece — once.
    const paid = stub.pay(second);
    expect(
      (await returnTo(shopper, second, callbackParams(paid.link, paid.paymentId, KEY_SECRET))).statusCode,
    ).toBe(200);
    expect(await stockOf(t.app, last.variants[0]!.id)).toBe(0);
  });

  it('a refund racing another for the same session is the same refund', async () => {
    const { id } = await checkout(1);
    const row = await sessionOf(id);
    const { paymentId } = stub.pay(id);
    const [a, b] = await Promise.all([
      t.app.payments.refundCheckout({
        providerSessionId: id,
        sessionId: row.id,
        amountPaise: row.amountPaise,
      }),
      t.app.payments.refundCheckout({
        providerSessionId: id,
        sessionId: row.id,
        amountPaise: row.amountPaise,
      }),
    ]);
    expect(a.refundId).toBe(b.refundId);
    expect([...stub.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('a link paid before the shopper opens a new checkout becomes the order', async () => {
    const piece = await createProduct(t.app, { title: 'Kundan Studs', variants: [{ stock: 3 }] });
    const shopper = await createUser(t.app);
    await addToCart(t.app, shopper, { productId: piece.id, variantId: piece.variants[0]!.id });
    const first = CreateCheckoutReply.parse((await createCheckout(t.app, shopper)).json()).id;
    stub.pay(first); // paid on the phone; neither the webhook nor the return has arrived yet
    const again = await createCheckout(t.app, shopper);
    // The first link could not be cancelled (paid): it became the order, and the cart is empty now.
    expect(again.statusCode).toBe(400);
    expect(await ordersOf(first)).toHaveLength(1);
  });

  it('has no sandbox while Razorpay is the provider', async () => {
    const { user, id } = await checkout();
    expect(
      (await t.app.inject({ url: `/api/payment/sandbox/${id}`, headers: user.headers })).statusCode,
    ).toBe(404);
    const res = await completeSandbox(t.app, user, id, { outcome: 'paid', ...PAY_CARD });
    expect(res.statusCode).toBe(404);
    expect(await ordersOf(id)).toHaveLength(0);
  });
});
