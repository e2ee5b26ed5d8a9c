/**
 * The admin's customer page: GET /api/admin/customers/{id} (orders paged newest first, lifetime spend net of the
 * refunds table, addresses, viewing requests and messages by account or e-mail, notes) and
 * POST /api/admin/customers/{id}/notes — with 401/403/404 and validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CustomerNoteReply, CustomerReply } from '#domain/schemas/admin-customers';
import { appointments, contactMessages, customerNotes, orders, refunds, users } from '#server/db/schema';
import { createUser, type TestUser } from '#tests/helpers/users';
import { ADDRESS, call, insertOrder, setupAdminTest, type AdminTestContext } from './helpers';

const ID = '00000000-0000-4000-8000-000000000000';

describe('admin customers', () => {
  let ctx: AdminTestContext;
  let kavya: TestUser;
  const orderIds: string[] = [];
  beforeAll(async () => {
    ctx = await setupAdminTest();
    kavya = await createUser(ctx.app, { name: 'Kavya Rao', email: 'Kavya.Rao@example.com' });
    // Three orders of the account, a guest order under the same e-mail (another case), and someone else's.
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
    for (const [n, total] of [
      [1, 10_000_00],
      [5, 20_000_00],
      [9, 30_000_00],
    ] as const) {
      const o = await insertOrder(ctx, {
        userId: kavya.id,
        customerName: 'Kavya Rao',
        customerEmail: kavya.email,
        createdAt: day(n),
        lines: [{ name: `Ring ${n}`, image: '/uploads/demo/r.webp', pricePaise: total / 2, quantity: 2 }],
      });
      orderIds.push(o.id);
    }
    const guest = await insertOrder(ctx, {
      userId: null,
      customerName: 'Kavya R',
      customerEmail: 'kavya.rao@EXAMPLE.com',
      createdAt: day(12),
      lines: [{ name: 'Studs', image: '/uploads/demo/s.webp', pricePaise: 5_000_00, quantity: 1 }],
    });
    orderIds.push(guest.id);
    await insertOrder(ctx, { userId: ctx.shopper.id, customerEmail: ctx.shopper.email, createdAt: day(13) });
    // The newest order went to another address.
    const other = { ...ADDRESS, addressLine1: '7 Park Street', city: 'Kolkata', state: 'West Bengal' };
    await ctx.app.db.update(orders).set({ shippingAddress: other }).where(eq(orders.id, guest.id));
    // A partial refund on the second order (the after-sale helper writes these in real life).
    await ctx.app.db.insert(refunds).values({ orderId: orderIds[1]!, amountPaise: 5_000_00, reason: 'Size' });
    await ctx.app.db.update(orders).set({ refundedPaise: 5_000_00 }).where(eq(orders.id, orderIds[1]!));
    await ctx.app.db.insert(appointments).values([
      { userId: kavya.id, name: 'Kavya', email: 'other@example.com', date: '2026-02-01', time: '11:00' },
      { userId: null, name: 'Kavya', email: 'KAVYA.RAO@example.com', date: '2026-02-03', time: '15:00' },
      { userId: null, name: 'Someone', email: 'someone@example.com', date: '2026-02-04', time: '15:00' },
    ]);
    await ctx.app.db.insert(contactMessages).values([
      { name: 'Kavya', email: 'kavya.rao@example.com', subject: 'Resizing', message: 'Can you resize?' },
      { name: 'Other', email: 'other@example.com', subject: 'Hello', message: 'Hi' },
    ]);
  });
  afterAll(async () => ctx?.t.close());

  it('shows the customer, lifetime spend net of refunds, orders newest first, addresses, appointments and messages', async () => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${kavya.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = CustomerReply.parse(res.json());
    expect(body.customer).toMatchObject({
      _id: kavya.id,
      name: 'Kavya Rao',
      email: 'Kavya.Rao@example.com',
      mobile: '9876543210',
      role: 'user',
      image: null,
    });
    // 10k + 20k + 30k + 5k = 65k paid, 5k refunded → 60k over 4 orders.
    expect(body.stats).toEqual({
      orderCount: 4,
      lifetimeSpend: 60_000,
      refunded: 5_000,
      averageOrder: 15_000,
      firstOrderAt: '2026-01-01T10:00:00.000Z',
      lastOrderAt: '2026-01-12T10:00:00.000Z',
    });
    expect(body.orders.map((o) => o._id)).toEqual([...orderIds].reverse());
    expect(body.orders[0]).toMatchObject({ guest: true, totalAmount: 5_000, itemCount: 1 });
    expect(body.orders[2]).toMatchObject({
      guest: false,
      totalAmount: 20_000,
      refundedAmount: 5_000,
      itemCount: 2,
    });
    expect(body).toMatchObject({ total: 4, page: 1, limit: 10, pages: 1 });
    expect(body.addresses.map((a) => [a.city, a.orders])).toEqual([
      ['Kolkata', 1],
      ['Bengaluru', 3],
    ]);
    expect(body.addresses[1]!.lastUsedAt).toBe('2026-01-09T10:00:00.000Z');
    expect(body.appointments.map((a) => a.date).sort()).toEqual(['2026-02-01', '2026-02-03']);
    expect(body.messages.map((m) => m.subject)).toEqual(['Resizing']);
    expect(body.counts).toEqual({ addresses: 2, appointments: 2, messages: 1, notes: 0 });
  });

  it('pages the orders', async () => {
    const body = CustomerReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${kavya.id}?limit=3&page=2`)).json(),
    );
    expect(body).toMatchObject({ total: 4, page: 2, limit: 3, pages: 2 });
    expect(body.orders.map((o) => o._id)).toEqual([orderIds[0]]);
    const tooMany = await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${kavya.id}?limit=51`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Limit must be a whole number from 1 to 50.');
  });

  it('a customer without orders has zero figures', async () => {
    const fresh = await createUser(ctx.app, { name: 'New Person' });
    const body = CustomerReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${fresh.id}`)).json(),
    );
    expect(body.stats).toEqual({
      orderCount: 0,
      lifetimeSpend: 0,
      refunded: 0,
      averageOrder: 0,
      firstOrderAt: null,
      lastOrderAt: null,
    });
    expect(body.orders).toEqual([]);
    expect(body.addresses).toEqual([]);
    expect(body.pages).toBe(1);
  });

  it('adds internal notes with who and when, newest first', async () => {
    const first = await call(ctx.app, ctx.admin, 'POST', `/api/admin/customers/${kavya.id}/notes`, {
      text: '  Prefers a video call in the evening.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const note = CustomerNoteReply.parse(first.json());
    expect(note.message).toBe('Note added.');
    expect(note.note).toMatchObject({
      text: 'Prefers a video call in the evening.',
      by: { _id: ctx.admin.id, name: 'Meera Admin' },
    });
    expect(Date.now() - Date.parse(note.note.createdAt)).toBeLessThan(60_000);
    await call(ctx.app, ctx.admin, 'POST', `/api/admin/customers/${kavya.id}/notes`, {
      text: 'Ring size 7.',
    });
    const body = CustomerReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${kavya.id}`)).json(),
    );
    expect(body.notes.map((n) => n.text)).toEqual(['Ring size 7.', 'Prefers a video call in the evening.']);
    expect(body.counts.notes).toBe(2);
  });

  it('refuses an empty or too long note, and changes nothing', async () => {
    const before = await ctx.app.db.select().from(customerNotes);
    for (const [payload, message] of [
      [{ text: '   ' }, 'Write the note first.'],
      [{}, 'Write the note first.'],
      [{ text: 'x'.repeat(2001) }, 'A note can be at most 2,000 characters.'],
    ] as const) {
      const res = await call(ctx.app, ctx.admin, 'POST', `/api/admin/customers/${kavya.id}/notes`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ctx.app.db.select().from(customerNotes)).toHaveLength(before.length);
  });

  it('404 for an unknown customer; 400 for a malformed id', async () => {
    const get = await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${ID}`);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ success: false, message: 'Customer not found.' });
    const post = await call(ctx.app, ctx.admin, 'POST', `/api/admin/customers/${ID}/notes`, { text: 'Hi' });
    expect(post.statusCode).toBe(404);
    expect((await call(ctx.app, ctx.admin, 'GET', '/api/admin/customers/nope')).statusCode).toBe(400);
  });

  it('401 without a token and 403 for a shopper, even for their own page', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/admin/customers/${kavya.id}`, undefined],
      ['POST', `/api/admin/customers/${kavya.id}/notes`, { text: 'Sneaky' }],
    ] as const) {
      expect((await call(ctx.app, null, method, url, payload)).statusCode).toBe(401);
      expect((await call(ctx.app, kavya, method, url, payload)).statusCode).toBe(403);
    }
    const notes = await ctx.app.db.select().from(customerNotes).where(eq(customerNotes.body, 'Sneaky'));
    expect(notes).toHaveLength(0);
  });

  it('a note keeps its author’s name when the admin account is gone', async () => {
    const other = await createUser(ctx.app, { role: 'admin', name: 'Ravi Admin' });
    await call(ctx.app, other, 'POST', `/api/admin/customers/${kavya.id}/notes`, { text: 'Called back.' });
    await ctx.app.db.delete(users).where(eq(users.id, other.id));
    const body = CustomerReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', `/api/admin/customers/${kavya.id}`)).json(),
    );
    expect(body.notes[0]).toMatchObject({ text: 'Called back.', by: { _id: null, name: 'Ravi Admin' } });
  });
});
