/**
 * PUT /api/order/{id}/fulfil ("Mark as shipped") and PUT /api/order/{id}/status after the sale
 * (docs/decisions/097): tracking on the order and in the shopper's replies, the shopper e-mailed, confirmation of
 * moves back and into Cancelled, one timeline event per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from '#tests/helpers/users';
import { stockOf } from '#tests/helpers/catalog-fixtures';
import { MyOrdersReply, TrackReply } from '#domain/schemas/orders';
import { OrderActionReply } from '#domain/schemas/admin-orders';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { HUID_MESSAGES } from '#domain/hallmarks';
import { orderLines } from '#server/db/schema';
import {
  FULFIL,
  adminCall,
  adminOrder,
  buy,
  eventsOf,
  refundsOf,
  setupAfterSale,
  type AfterSaleContext,
} from './after-sale-helpers';

describe('fulfil and status', () => {
  let ctx: AfterSaleContext;
  beforeAll(async () => {
    ctx = await setupAfterSale();
  });
  afterAll(async () => ctx?.t.close());

  const fulfil = (id: string, body: Record<string, unknown> = FULFIL) =>
    adminCall(ctx, 'PUT', `/api/order/${id}/fulfil`, body);
  const setStatus = (id: string, body: Record<string, unknown>) =>
    adminCall(ctx, 'PUT', `/api/order/${id}/status`, body);

  it('answers 401 without a token and 403 for a shopper, changing nothing', async () => {
    const { order, shopper } = await buy(ctx);
    for (const headers of [{}, shopper.headers]) {
      const res = await adminCall(ctx, 'PUT', `/api/order/${order._id}/fulfil`, FULFIL, headers);
      expect(res.statusCode).toBe(headers === shopper.headers ? 403 : 401);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await adminOrder(ctx, order.orderNumber)).status).toBe('Placed');
  });

  it('marks an order shipped with its tracking, e-mails the shopper and shows the link on their order', async () => {
    const { order, shopper } = await buy(ctx);
    const res = await fulfil(order._id, { ...FULFIL, carrier: '  Blue Dart ' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = OrderActionReply.parse(res.json());
    expect(reply.message).toBe(AS.shipped(order.orderNumber));
    expect(reply.order).toMatchObject({ status: 'Shipped', ...FULFIL, user: { _id: shopper.id } });
    expect(reply.order.shippedAt).not.toBeNull();

    const mail = await ctx.mail.waitFor(shopper.email, /has shipped/);
    expect(mail.subject).toContain(`#${order.orderNumber}`);
    expect(mail.text).toContain('Blue Dart');
    expect(mail.text).toContain(FULFIL.trackingNumber);
    expect(mail.html).toContain(FULFIL.trackingUrl.replace(/&/g, '&amp;'));

    const mine = MyOrdersReply.parse(
      (await ctx.app.inject({ url: '/api/order/my-orders', headers: shopper.headers })).json(),
    ).orders.find((o) => o._id === order._id)!;
    expect(mine).toMatchObject({ status: 'Shipped', ...FULFIL, deliveredAt: null, cancelledAt: null });
    const tracked = TrackReply.parse(
      (
        await ctx.app.inject({
          url: `/api/order/track?orderId=${order.orderNumber}&email=${encodeURIComponent(shopper.email)}`,
        })
      ).json(),
    ).order;
    expect(tracked).toMatchObject({ status: 'Shipped', ...FULFIL, refundedAmount: 0 });

    const events = await eventsOf(ctx, order._id);
    expect(events.filter((e) => e.type === 'shipped')).toHaveLength(1);
    expect(events.find((e) => e.type === 'shipped')).toMatchObject({
      byName: 'Meera Admin',
      detail: { from: 'Placed', ...FULFIL },
    });
    // The e-mail is on the timeline once it has gone.
    await expect
      .poll(async () =>
        (await eventsOf(ctx, order._id)).some(
          (e) => e.type === 'email' && /has shipped/.test(String(e.detail.subject)),
        ),
      )
      .toBe(true);
  });

  it('records the pieces’ HUIDs with the shipment, or refuses the whole call on a bad one', async () => {
    const { order } = await buy(ctx, 2);
    const [line] = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    const bad = await fulfil(order._id, { ...FULFIL, huids: { [line!.id]: ['AB12C3', 'AB12C3'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(HUID_MESSAGES.duplicate('AB12C3'));
    expect((await adminOrder(ctx, order.orderNumber)).status).toBe('Placed');

    const res = await fulfil(order._id, { ...FULFIL, huids: { [line!.id]: ['ab12c3', ' XY98Z7 '] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderActionReply.parse(res.json()).order.cartItems[0]!.huids).toEqual(['AB12C3', 'XY98Z7']);
    expect((await eventsOf(ctx, order._id)).map((e) => e.type)).toContain('huids');
  });

  it('refuses a missing carrier or tracking number and a link that is not http(s), changing nothing', async () => {
    const { order } = await buy(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...FULFIL, carrier: '  ' }, AS.carrierRequired],
      [{ ...FULFIL, carrier: 'x'.repeat(61) }, AS.carrierTooLong],
      [{ ...FULFIL, trackingNumber: undefined }, AS.trackingNumberRequired],
      [{ ...FULFIL, trackingUrl: 'javascript:alert(1)' }, AS.trackingUrl],
      [{ ...FULFIL, trackingUrl: 'ftp://carrier.example/x' }, AS.trackingUrl],
      [{ ...FULFIL, trackingUrl: 'bluedart.com/track' }, AS.trackingUrl],
    ];
    for (const [body, message] of cases) {
      const res = await fulfil(order._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await adminOrder(ctx, order.orderNumber)).toMatchObject({ status: 'Placed', carrier: null });
  });

  it('answers 404 for an unknown order and 409 for a cancelled or delivered one', async () => {
    const missing = await fulfil('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Order not found.' });

    const { order: delivered } = await buy(ctx);
    expect((await setStatus(delivered._id, { status: 'Delivered' })).statusCode).toBe(200);
    const late = await fulfil(delivered._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(AS.shipDelivered(delivered.orderNumber));

    const { order: cancelled } = await buy(ctx);
    const c = await adminCall(ctx, 'POST', `/api/order/${cancelled._id}/cancel`, {
      reason: 'Customer asked',
      refund: 'full',
    });
    expect(c.statusCode, c.body).toBe(200);
    const refused = await fulfil(cancelled._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: AS.shipCancelled(cancelled.orderNumber),
    });
  });

  it('moves forward freely: Delivered sets its date, e-mails the shopper and writes one event', async () => {
    const { order, shopper } = await buy(ctx);
    expect((await setStatus(order._id, { status: 'Processing' })).statusCode).toBe(200);
    const res = await setStatus(order._id, { status: 'Delivered' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = OrderActionReply.parse(res.json());
    expect(reply.message).toBe(AS.delivered(order.orderNumber));
    expect(reply.order.deliveredAt).not.toBeNull();
    expect(reply.order.shippedAt).not.toBeNull();
    const mail = await ctx.mail.waitFor(shopper.email, /has been delivered/);
    expect(mail.text).toContain(`#${order.orderNumber}`);
    const types = (await eventsOf(ctx, order._id)).map((e) => e.type);
    expect(types.filter((t) => t === 'status')).toHaveLength(1);
    expect(types.filter((t) => t === 'delivered')).toHaveLength(1);
  });

  it('asks for confirmation before moving back (409, nothing changed), then moves back without e-mails', async () => {
    const { order, shopper } = await buy(ctx);
    await fulfil(order._id);
    await ctx.mail.waitFor(shopper.email, /has shipped/);
    const asked = await setStatus(order._id, { status: 'Processing' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      success: false,
      message: AS.confirmBackwards(order.orderNumber, 'Shipped', 'Processing'),
      needsConfirmation: true,
    });
    expect((await adminOrder(ctx, order.orderNumber)).status).toBe('Shipped');

    const sentBefore = ctx.mail.to(shopper.email).length;
    const res = await setStatus(order._id, { status: 'Processing', confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderActionReply.parse(res.json()).order).toMatchObject({ status: 'Processing', shippedAt: null });
    const moved = (await eventsOf(ctx, order._id)).filter((e) => e.type === 'status');
    expect(moved.map((e) => e.detail)).toContainEqual({ from: 'Shipped', to: 'Processing' });
    await new Promise((r) => setTimeout(r, 100));
    expect(ctx.mail.to(shopper.email)).toHaveLength(sentBefore);
    // `confirm` must be a boolean.
    expect((await setStatus(order._id, { status: 'Placed', confirm: 'yes' })).statusCode).toBe(400);
  });

  it('cancels through the status only when confirmed and with the cancel call’s payload', async () => {
    const { order, shopper } = await buy(ctx);
    const stock = await stockOf(ctx.app, ctx.piece.variants[0]!.id);
    const asked = await setStatus(order._id, { status: 'Cancelled' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      message: AS.confirmCancel(order.orderNumber),
      needsConfirmation: true,
    });

    const noReason = await setStatus(order._id, { status: 'Cancelled', confirm: true, refund: 'full' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(AS.reasonRequired);
    expect((await adminOrder(ctx, order.orderNumber)).status).toBe('Placed');

    const res = await setStatus(order._id, {
      status: 'Cancelled',
      confirm: true,
      reason: 'Duplicate order',
      refund: 'full',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderActionReply.parse(res.json()).order).toMatchObject({
      status: 'Cancelled',
      refundedAmount: order.totalAmount,
      cancelReason: 'Duplicate order',
    });
    expect(await refundsOf(ctx, order._id)).toHaveLength(1);
    expect(await stockOf(ctx.app, ctx.piece.variants[0]!.id)).toBe(stock + 1);
    await ctx.mail.waitFor(shopper.email, /has been cancelled/);

    // Reopening asks too, and keeps the stock and refunds as they are.
    const reopen = await setStatus(order._id, { status: 'Processing' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(AS.confirmReopen(order.orderNumber, 'Processing'));
    const reopened = await setStatus(order._id, { status: 'Processing', confirm: true });
    expect(OrderActionReply.parse(reopened.json()).order).toMatchObject({
      status: 'Processing',
      cancelledAt: null,
      refundedAmount: order.totalAmount,
    });
    expect(await stockOf(ctx.app, ctx.piece.variants[0]!.id)).toBe(stock + 1);
  });

  it('a shopper cannot change a status either', async () => {
    const { order } = await buy(ctx);
    const shopper = await createUser(ctx.app);
    const res = await adminCall(
      ctx,
      'PUT',
      `/api/order/${order._id}/status`,
      { status: 'Delivered' },
      shopper.headers,
    );
    expect(res.statusCode).toBe(403);
  });
});
