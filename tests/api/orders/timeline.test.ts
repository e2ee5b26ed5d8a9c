/**
 * GET /api/order/{id}/timeline and POST /api/order/{id}/notes (docs/decisions/097): every step of an order with
 * who and when; the shopper sees their milestones and e-mails, never the shop's notes, reasons or stock moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/users';
import { OrderNoteReply, OrderTimelineReply } from '#domain/schemas/admin-orders';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { FULFIL, adminCall, buy, setupAfterSale, type AfterSaleContext } from './after-sale-helpers';

describe('order timeline and notes', () => {
  let ctx: AfterSaleContext;
  beforeAll(async () => {
    ctx = await setupAfterSale();
  });
  afterAll(async () => ctx?.t.close());

  const timeline = (id: string, headers: Record<string, string>) =>
    ctx.app.inject({ url: `/api/order/${id}/timeline`, headers });
  const note = (
    id: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = ctx.admin.headers,
  ) => adminCall(ctx, 'POST', `/api/order/${id}/notes`, body, headers);

  it('adds an internal note with who and when; 401, 403, 400 and 404 otherwise', async () => {
    const { order, shopper } = await buy(ctx);
    const res = await note(order._id, { text: '  Customer called: gift wrap please.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const reply = OrderNoteReply.parse(res.json());
    expect(reply).toMatchObject({
      message: AS.noteAdded,
      event: { type: 'note', by: 'Meera Admin', detail: { text: 'Customer called: gift wrap please.' } },
    });
    expect(Date.now() - Date.parse(reply.event.at)).toBeLessThan(60_000);

    expect((await note(order._id, { text: 'x' }, {})).statusCode).toBe(401);
    const forbidden = await note(order._id, { text: 'x' }, shopper.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false });
    for (const [body, message] of [
      [{}, AS.noteRequired],
      [{ text: '   ' }, AS.noteRequired],
      [{ text: 'x'.repeat(2001) }, AS.noteTooLong],
    ] as const) {
      const bad = await note(order._id, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message });
    }
    const missing = await note('00000000-0000-4000-8000-000000000000', { text: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Order not found.' });
    const notes = OrderTimelineReply.parse(
      (await timeline(order._id, ctx.admin.headers)).json(),
    ).events.filter((e) => e.type === 'note');
    expect(notes).toHaveLength(1);
  });

  it('tells the admin everything, newest first: placed, paid, e-mails, shipped, notes, cancelled, refunded', async () => {
    const { order, shopper } = await buy(ctx);
    await ctx.mail.waitFor(shopper.email, /is confirmed/);
    expect((await adminCall(ctx, 'PUT', `/api/order/${order._id}/fulfil`, FULFIL)).statusCode).toBe(200);
    await ctx.mail.waitFor(shopper.email, /has shipped/);
    expect((await note(order._id, { text: 'Parcel came back: address wrong.' })).statusCode).toBe(201);
    const back = await adminCall(ctx, 'PUT', `/api/order/${order._id}/status`, {
      status: 'Cancelled',
      confirm: true,
      reason: 'Returned to origin',
      refund: 20_000,
    });
    expect(back.statusCode, back.body).toBe(200);
    await ctx.mail.waitFor(shopper.email, /has been cancelled/);

    await expect
      .poll(
        async () =>
          OrderTimelineReply.parse((await timeline(order._id, ctx.admin.headers)).json()).events.length,
      )
      .toBe(10);
    const events = OrderTimelineReply.parse((await timeline(order._id, ctx.admin.headers)).json()).events;
    const types = events.map((e) => e.type);
    // Oldest first, the steps in the order they happened (the e-mails are sent after each reply).
    const steps = [...types].reverse().filter((t) => t !== 'email');
    expect(steps).toEqual(['placed', 'paid', 'shipped', 'note', 'cancelled', 'restocked', 'refunded']);
    expect(types.filter((t) => t === 'email')).toHaveLength(3);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events.find((e) => e.type === 'placed')).toMatchObject({
      by: 'Asha Menon',
      detail: { orderNumber: order.orderNumber, total: 50_000 },
    });
    expect(events.find((e) => e.type === 'cancelled')).toMatchObject({
      by: 'Meera Admin',
      detail: { from: 'Shipped', reason: 'Returned to origin', refund: 20_000, restock: true },
    });
    expect(events.find((e) => e.type === 'refunded')).toMatchObject({
      by: 'Meera Admin',
      detail: { amount: 20_000, providerRefundId: expect.stringMatching(/^rf_test_/) },
    });
    expect(events.filter((e) => e.type === 'email').map((e) => e.detail.subject)).toEqual([
      expect.stringMatching(/has been cancelled/),
      expect.stringMatching(/has shipped/),
      expect.stringMatching(/is confirmed/),
    ]);

    // The shopper: milestones and e-mails only, the shop's actions under the shop's name, no reason or note.
    const mine = await timeline(order._id, shopper.headers);
    expect(mine.statusCode).toBe(200);
    const theirs = OrderTimelineReply.parse(mine.json()).events;
    expect(new Set(theirs.map((e) => e.type))).toEqual(
      new Set(['placed', 'paid', 'email', 'shipped', 'cancelled', 'refunded']),
    );
    const text = JSON.stringify(theirs);
    for (const secret of ['Returned to origin', 'Parcel came back', 'Meera Admin', 'rf_test_', 'restock'])
      expect(text, secret).not.toContain(secret);
    expect(theirs.find((e) => e.type === 'shipped')).toMatchObject({ by: 'Aurelia', detail: FULFIL });
    expect(theirs.find((e) => e.type === 'refunded')!.detail).toEqual({ amount: 20_000 });
    expect(theirs.find((e) => e.type === 'placed')!.by).toBe('Asha Menon');
  });

  it('answers 401 for a guest and the same 404 for another shopper, an unknown or a malformed id', async () => {
    const { order } = await buy(ctx);
    const guest = await ctx.app.inject({ url: `/api/order/${order._id}/timeline` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false });
    const stranger = await createUser(ctx.app);
    for (const id of [order._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await timeline(id, stranger.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: AS.timelineNotFound });
    }
  });
});
