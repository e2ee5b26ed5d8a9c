/**
 * POST /api/order/{id}/cancel and POST /api/order/{id}/refund (docs/decisions/097): the refund through the provider
 * that took the payment, recorded once and never above the total (even for two requests at once), the stock put
 * back exactly once, "Needs refund" with the amount owed, the shopper e-mailed, and a provider that fails.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stockOf } from '#tests/helpers/catalog-fixtures';
import { MyOrdersReply } from '#domain/schemas/orders';
import { AdminOrdersReply, OrderActionReply, OrderRefundReply } from '#domain/schemas/admin-orders';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { orders, paymentSessions } from '#server/db/schema';
import { createTestPaymentProvider } from '#server/lib/payments/test-provider';
import { PaymentProviderError, type PaymentProvider, type RefundInput } from '#server/lib/payments';
import {
  adminCall,
  adminOrder,
  buy,
  eventsOf,
  refundsOf,
  setupAfterSale,
  type AfterSaleContext,
} from './after-sale-helpers';

/** The test provider, with its refunds counted and made to fail or wait on demand. */
function fakeProvider() {
  const real = createTestPaymentProvider({ appUrl: 'http://shop.test' });
  const state = {
    calls: [] as RefundInput[],
    mode: 'ok' as 'ok' | 'failed' | 'unavailable',
    delayMs: 0,
  };
  const provider: PaymentProvider = {
    ...real,
    async refundCheckout(input) {
      state.calls.push(input);
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.mode !== 'ok') throw new PaymentProviderError(state.mode, `refund ${state.mode} (fake)`);
      return real.refundCheckout(input);
    },
  };
  return { provider, state };
}

describe('cancel and refund', () => {
  let ctx: AfterSaleContext;
  const fake = fakeProvider();
  beforeAll(async () => {
    ctx = await setupAfterSale({ payments: { provider: fake.provider } });
  });
  afterAll(async () => ctx?.t.close());
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.state.delayMs = 0;
  });

  const variantId = () => ctx.piece.variants[0]!.id;
  const cancel = (id: string, body: Record<string, unknown>) =>
    adminCall(ctx, 'POST', `/api/order/${id}/cancel`, body);
  const refund = (id: string, body: Record<string, unknown>) =>
    adminCall(ctx, 'POST', `/api/order/${id}/refund`, body);
  const owedList = async () =>
    AdminOrdersReply.parse(
      (await adminCall(ctx, 'GET', '/api/order/getallorders?needsRefund=true&limit=100')).json(),
    ).orders;

  it('answers 401 without a token and 403 for a shopper, for cancel and refund, changing nothing', async () => {
    const { order, shopper } = await buy(ctx);
    for (const [path, body] of [
      ['cancel', { reason: 'x', refund: 'full' }],
      ['refund', { amount: 100 }],
    ] as const) {
      for (const headers of [{}, shopper.headers]) {
        const res = await adminCall(ctx, 'POST', `/api/order/${order._id}/${path}`, body, headers);
        expect(res.statusCode).toBe(headers === shopper.headers ? 403 : 401);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ status: 'Placed', refundedAmount: 0 });
    expect(fake.state.calls).toHaveLength(0);
  });

  it('cancels with a full refund: restocked, refunded through the provider, recorded, shopper e-mailed', async () => {
    const before = await stockOf(ctx.app, variantId());
    const { order, shopper } = await buy(ctx, 2);
    expect(await stockOf(ctx.app, variantId())).toBe(before - 2);

    const res = await cancel(order._id, { reason: 'Customer changed their mind', refund: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = OrderActionReply.parse(res.json());
    expect(reply.message).toBe(AS.cancelled(order.orderNumber, 100_000));
    expect(reply.order).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Customer changed their mind',
      refundedAmount: 100_000,
      amountOwed: 0,
      needsRefund: false,
      refunds: [{ amount: 100_000, reason: 'Customer changed their mind', by: 'Meera Admin' }],
    });
    expect(reply.order.refunds[0]!.providerRefundId).toMatch(/^rf_test_/);
    expect(reply.order.cancelledAt).not.toBeNull();
    expect(await stockOf(ctx.app, variantId())).toBe(before);

    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order._id));
    const [session] = await ctx.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, row!.paymentSessionId));
    const call = fake.state.calls.at(-1)!;
    expect(call).toEqual({
      providerSessionId: session!.providerSessionId,
      sessionId: session!.id,
      amountPaise: 10_000_000,
      refundKey: reply.order.refunds[0]!._id,
    });

    const mail = await ctx.mail.waitFor(shopper.email, /has been cancelled/);
    expect(mail.text).toContain('₹1,00,000.00');
    expect(mail.text).not.toContain('changed their mind');

    // The shopper sees "Cancelled · Refunded ₹1,00,000", never the reason.
    const mine = MyOrdersReply.parse(
      (await ctx.app.inject({ url: '/api/order/my-orders', headers: shopper.headers })).json(),
    ).orders.find((o) => o._id === order._id)!;
    expect(mine).toMatchObject({ status: 'Cancelled', refundedAmount: 100_000 });
    expect(mine.cancelledAt).not.toBeNull();
    expect(JSON.stringify(mine)).not.toContain('changed their mind');

    const types = (await eventsOf(ctx, order._id)).map((e) => e.type);
    for (const type of ['cancelled', 'restocked', 'refunded'])
      expect(types.filter((t) => t === type)).toHaveLength(1);
  });

  it('cancels without a refund and without restocking: listed under Needs refund with the amount owed', async () => {
    const before = await stockOf(ctx.app, variantId());
    const { order, shopper } = await buy(ctx);
    const calls = fake.state.calls.length;
    const res = await cancel(order._id, { reason: 'Fraud check', restock: false, refund: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderActionReply.parse(res.json()).order).toMatchObject({
      status: 'Cancelled',
      refundedAmount: 0,
      amountOwed: 50_000,
      needsRefund: true,
      refunds: [],
    });
    expect(await stockOf(ctx.app, variantId())).toBe(before - 1);
    expect(fake.state.calls).toHaveLength(calls);
    const mail = await ctx.mail.waitFor(shopper.email, /has been cancelled/);
    expect(mail.text).toContain('in touch about your payment');

    expect((await owedList()).find((o) => o._id === order._id)).toMatchObject({ amountOwed: 50_000 });
    // Refunded in two parts, it leaves the list.
    const part = await refund(order._id, { amount: '20000.50', reason: 'First part' });
    expect(part.statusCode, part.body).toBe(200);
    const partReply = OrderRefundReply.parse(part.json());
    expect(partReply.refund).toMatchObject({ amount: 20_000.5, reason: 'First part' });
    expect(partReply.message).toBe(AS.refunded(order.orderNumber, 20_000.5));
    expect((await owedList()).find((o) => o._id === order._id)).toMatchObject({ amountOwed: 29_999.5 });
    const refunded = await ctx.mail.waitFor(shopper.email, /A refund on your/);
    expect(refunded.text).toContain(`refunded ₹20,000.50 on your order #${order.orderNumber}`);
    expect(refunded.text).not.toContain('First part');

    const tooMuch = await refund(order._id, { amount: 30_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ success: false, message: AS.amountTooHigh(29_999.5) });
    expect((await refund(order._id, { amount: 29_999.5 })).statusCode).toBe(200);
    expect((await owedList()).find((o) => o._id === order._id)).toBeUndefined();
    const done = await refund(order._id, { amount: 1 });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(AS.nothingToRefund(order.orderNumber));
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ refundedAmount: 50_000, amountOwed: 0 });
  });

  it('refuses a missing reason, a bad refund choice or amount, and more than was paid — changing nothing', async () => {
    const { order } = await buy(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ refund: 'full' }, AS.reasonRequired],
      [{ reason: '   ', refund: 'full' }, AS.reasonRequired],
      [{ reason: 'x'.repeat(501), refund: 'full' }, AS.reasonTooLong],
      [{ reason: 'Late' }, AS.refundChoice],
      [{ reason: 'Late', refund: 'some' }, AS.refundChoice],
      [{ reason: 'Late', refund: 0 }, AS.amountPositive],
      [{ reason: 'Late', refund: -5 }, AS.amountPositive],
      [{ reason: 'Late', refund: 10.555 }, AS.amountDecimals],
      [{ reason: 'Late', refund: 50_000.01 }, AS.amountTooHigh(50_000)],
      [{ reason: 'Late', refund: 'full', restock: 'maybe' }, AS.restock],
    ];
    for (const [body, message] of cases) {
      const res = await cancel(order._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await refund(order._id, {})).json().message).toBe(AS.amountRequired);
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ status: 'Placed', refundedAmount: 0 });
    expect(await refundsOf(ctx, order._id)).toHaveLength(0);

    const missing = await cancel('00000000-0000-4000-8000-000000000000', { reason: 'x', refund: 'none' });
    expect(missing.statusCode).toBe(404);
    expect((await refund('00000000-0000-4000-8000-000000000000', { amount: 1 })).statusCode).toBe(404);
  });

  it('cancels a partial amount, then refuses to cancel twice; a delivered order is refunded, not cancelled', async () => {
    const { order } = await buy(ctx);
    const res = await cancel(order._id, { reason: 'Stone chipped', refund: 12_345.67 });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderActionReply.parse(res.json()).order).toMatchObject({
      refundedAmount: 12_345.67,
      amountOwed: 37_654.33,
    });
    const again = await cancel(order._id, { reason: 'Again', refund: 'full' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AS.alreadyCancelled(order.orderNumber));

    const { order: delivered } = await buy(ctx);
    expect(
      (await adminCall(ctx, 'PUT', `/api/order/${delivered._id}/status`, { status: 'Delivered' })).statusCode,
    ).toBe(200);
    const refused = await cancel(delivered._id, { reason: 'Return', refund: 'full' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AS.cancelDelivered(delivered.orderNumber));
    const partial = await refund(delivered._id, { amount: 5_000, reason: 'Goodwill' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(OrderRefundReply.parse(partial.json()).order).toMatchObject({
      status: 'Delivered',
      refundedAmount: 5_000,
      amountOwed: 0,
    });
  });

  it('an order refunded in full cannot ship, and its cancel refunds nothing more', async () => {
    const { order } = await buy(ctx);
    expect((await refund(order._id, { amount: 50_000, reason: 'Sold out' })).statusCode).toBe(200);
    const ship = await adminCall(ctx, 'PUT', `/api/order/${order._id}/fulfil`, {
      carrier: 'DTDC',
      trackingNumber: 'D1',
      trackingUrl: 'https://dtdc.example/D1',
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe(AS.shipRefunded(order.orderNumber));
    const more = await cancel(order._id, { reason: 'Sold out', refund: 10 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(AS.nothingToRefund(order.orderNumber));
    const calls = fake.state.calls.length;
    const res = await cancel(order._id, { reason: 'Sold out', refund: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderActionReply.parse(res.json()).order).toMatchObject({
      status: 'Cancelled',
      refundedAmount: 50_000,
      amountOwed: 0,
    });
    expect(fake.state.calls).toHaveLength(calls);
    expect(await refundsOf(ctx, order._id)).toHaveLength(1);
  });

  it('puts the stock back exactly once, even when a reopened order is cancelled again', async () => {
    const before = await stockOf(ctx.app, variantId());
    const { order } = await buy(ctx, 3);
    expect((await cancel(order._id, { reason: 'One', refund: 'none' })).statusCode).toBe(200);
    expect(await stockOf(ctx.app, variantId())).toBe(before);
    const reopen = await adminCall(ctx, 'PUT', `/api/order/${order._id}/status`, {
      status: 'Processing',
      confirm: true,
    });
    expect(reopen.statusCode).toBe(200);
    expect((await cancel(order._id, { reason: 'Two', refund: 'none', restock: true })).statusCode).toBe(200);
    expect(await stockOf(ctx.app, variantId())).toBe(before);
    expect((await eventsOf(ctx, order._id)).filter((e) => e.type === 'restocked')).toHaveLength(1);
  });

  it('refunds once and never above the total when two cancels or two refunds arrive at once', async () => {
    fake.state.delayMs = 150;
    const before = await stockOf(ctx.app, variantId());
    const { order } = await buy(ctx);
    const calls = fake.state.calls.length;
    const both = await Promise.all([
      cancel(order._id, { reason: 'Double click', refund: 'full' }),
      cancel(order._id, { reason: 'Double click', refund: 'full' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(fake.state.calls.length - calls).toBe(1);
    expect(await refundsOf(ctx, order._id)).toHaveLength(1);
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ refundedAmount: 50_000 });
    expect(await stockOf(ctx.app, variantId())).toBe(before);

    const { order: other } = await buy(ctx);
    const two = await Promise.all([
      refund(other._id, { amount: 30_000 }),
      refund(other._id, { amount: 30_000 }),
    ]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await refundsOf(ctx, other._id)).toHaveLength(1);
    expect(await adminOrder(ctx, other.orderNumber)).toMatchObject({ refundedAmount: 30_000 });
  });

  it('a provider that refuses: the cancel stands with nothing refunded (502, Needs refund); a refund changes nothing', async () => {
    fake.state.mode = 'failed';
    const { order, shopper } = await buy(ctx);
    const res = await cancel(order._id, { reason: 'Out of stock', refund: 'full' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      success: false,
      message: AS.cancelledRefundFailed(order.orderNumber, 'failed'),
      order: { status: 'Cancelled', refundedAmount: 0, amountOwed: 50_000 },
    });
    expect(await refundsOf(ctx, order._id)).toHaveLength(0);
    const types = (await eventsOf(ctx, order._id)).map((e) => e.type);
    expect(types).toContain('refund_failed');
    expect(types).not.toContain('refunded');
    expect((await owedList()).map((o) => o._id)).toContain(order._id);
    const mail = await ctx.mail.waitFor(shopper.email, /has been cancelled/);
    expect(mail.text).not.toContain('We have refunded');

    const retry = await refund(order._id, { amount: 50_000 });
    expect(retry.statusCode).toBe(502);
    expect(retry.json()).toMatchObject({ success: false, message: AS.refundFailed });
    fake.state.mode = 'unavailable';
    const slow = await refund(order._id, { amount: 50_000 });
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toBe(AS.refundUnavailable);
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ refundedAmount: 0, amountOwed: 50_000 });

    fake.state.mode = 'ok';
    expect((await refund(order._id, { amount: 50_000 })).statusCode).toBe(200);
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ refundedAmount: 50_000, amountOwed: 0 });
  });

  it('refuses to refund through a provider the shop no longer uses, before changing anything', async () => {
    const { order } = await buy(ctx);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order._id));
    await ctx.app.db
      .update(paymentSessions)
      .set({ provider: 'stripe' })
      .where(eq(paymentSessions.id, row!.paymentSessionId));
    const res = await cancel(order._id, { reason: 'x', refund: 'full' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AS.otherProvider('Stripe'));
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ status: 'Placed', refundedAmount: 0 });
    // Without a refund it cancels.
    expect((await cancel(order._id, { reason: 'x', refund: 'none' })).statusCode).toBe(200);
  });
});
