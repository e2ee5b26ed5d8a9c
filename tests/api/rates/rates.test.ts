/**
 * The metal-rate calls (docs/api/admin.md "Metal rates"): GET /api/rates for anyone, PUT /api/admin/rates and
 * GET /api/admin/rates/history for admins only; validation that changes nothing; history of who changed what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { RateHistoryReply, RatesReply } from '#domain/schemas/rates';
import { ErrorReply } from '#domain/schemas/common';
import { metalRateChanges, metalRates } from '#server/db/schema';
import { call, setupAdminTest, type AdminTestContext } from '../admin/helpers';
import { createUser } from '#tests/helpers/users';

const put = (ctx: AdminTestContext, rates: unknown, who = ctx.admin) =>
  call(ctx.app, who, 'PUT', '/api/admin/rates', { rates });

describe('metal rates', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest();
  });
  afterAll(async () => ctx?.t.close());

  const tableCounts = async () => ({
    rates: (await ctx.app.db.select({ n: count() }).from(metalRates))[0]!.n,
    changes: (await ctx.app.db.select({ n: count() }).from(metalRateChanges))[0]!.n,
  });

  it('GET /api/rates answers anyone, with no rates before any is set', async () => {
    const res = await call(ctx.app, null, 'GET', '/api/rates');
    expect(res.statusCode).toBe(200);
    expect(RatesReply.parse(res.json())).toEqual({ success: true, rates: [] });
  });

  it('PUT and history: 401 without a token, 403 for a shopper — and nothing changes', async () => {
    const body = [{ metal: 'gold', purity: '22KT', ratePerGram: 1 }];
    expect((await call(ctx.app, null, 'PUT', '/api/admin/rates', { rates: body })).statusCode).toBe(401);
    expect((await put(ctx, body, ctx.shopper)).statusCode).toBe(403);
    expect((await call(ctx.app, null, 'GET', '/api/admin/rates/history')).statusCode).toBe(401);
    expect((await call(ctx.app, ctx.shopper, 'GET', '/api/admin/rates/history')).statusCode).toBe(403);
    // Refused before the body is read: a shopper's invalid body is still a 403, not a 400.
    expect((await put(ctx, 'nonsense', ctx.shopper)).statusCode).toBe(403);
    expect(await tableCounts()).toEqual({ rates: 0, changes: 0 });
  });

  it.each([
    ['an unknown metal', [{ metal: 'copper', purity: '22KT', ratePerGram: 100 }], 'Metal must be one of'],
    [
      'a purity the metal has no rate for',
      [{ metal: 'silver', purity: '22KT', ratePerGram: 100 }],
      'no rate',
    ],
    ['zero', [{ metal: 'gold', purity: '22KT', ratePerGram: 0 }], 'more than 0'],
    ['a negative rate', [{ metal: 'gold', purity: '22KT', ratePerGram: -5 }], 'more than 0'],
    ['three decimals', [{ metal: 'gold', purity: '22KT', ratePerGram: 11780.125 }], 'two decimals'],
    ['text', [{ metal: 'gold', purity: '22KT', ratePerGram: 'lots' }], 'more than 0'],
    ['an absurd rate', [{ metal: 'gold', purity: '22KT', ratePerGram: 2_000_000 }], 'at most ₹1,00,000'],
    [
      'the same rate twice',
      [
        { metal: 'gold', purity: '22KT', ratePerGram: 11780 },
        { metal: 'gold', purity: '22KT', ratePerGram: 11790 },
      ],
      'sent twice',
    ],
    ['no rates', [], 'Send at least one rate.'],
    ['no list', 'gold', 'Send at least one rate.'],
  ])('refuses %s (400) and changes nothing', async (_name, rates, message) => {
    const res = await put(ctx, rates);
    expect(res.statusCode, res.body).toBe(400);
    const body = ErrorReply.parse(res.json());
    expect(body.message).toContain(message);
    expect(await tableCounts()).toEqual({ rates: 0, changes: 0 });
  });

  it('sets rates, answers them all, and GET /api/rates shows them at once', async () => {
    // The cached GET first, so a stale copy would show.
    await call(ctx.app, null, 'GET', '/api/rates');
    const res = await put(ctx, [
      { metal: 'gold', purity: '22KT', ratePerGram: 11780 },
      { metal: 'silver', purity: '925', ratePerGram: '150.50' },
      { metal: 'gold', purity: '24KT', ratePerGram: '12,850' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = RatesReply.parse(res.json());
    // In the shop's order of keys, whatever order they were sent in.
    expect(reply.rates.map((r) => [r.metal, r.purity, r.ratePerGram])).toEqual([
      ['gold', '24KT', 12850],
      ['gold', '22KT', 11780],
      ['silver', '925', 150.5],
    ]);
    const pub = RatesReply.parse((await call(ctx.app, null, 'GET', '/api/rates')).json());
    expect(pub.rates).toEqual(reply.rates);
  });

  it('keeps the history: who, when, old → new; a rate sent unchanged writes none but counts as confirmed', async () => {
    const other = await createUser(ctx.app, { role: 'admin', name: 'Ravi Owner' });
    const before = RatesReply.parse((await call(ctx.app, null, 'GET', '/api/rates')).json()).rates;
    const silverBefore = before.find((r) => r.metal === 'silver')!;
    await new Promise((r) => setTimeout(r, 20));
    const res = await put(
      ctx,
      [
        { metal: 'gold', purity: '22KT', ratePerGram: 11850 },
        { metal: 'silver', purity: '925', ratePerGram: 150.5 },
      ],
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    const silverAfter = RatesReply.parse(res.json()).rates.find((r) => r.metal === 'silver')!;
    expect(silverAfter.ratePerGram).toBe(150.5);
    expect(new Date(silverAfter.updatedAt).getTime()).toBeGreaterThan(
      new Date(silverBefore.updatedAt).getTime(),
    );

    const history = await call(ctx.app, ctx.admin, 'GET', '/api/admin/rates/history');
    expect(history.statusCode).toBe(200);
    expect(history.headers['cache-control']).toBe('no-store');
    const h = RateHistoryReply.parse(history.json());
    expect(h.total).toBe(4);
    expect(h.changes[0]).toMatchObject({
      metal: 'gold',
      purity: '22KT',
      oldRate: 11780,
      newRate: 11850,
      changedBy: { _id: other.id, name: 'Ravi Owner' },
    });
    const first22 = h.changes.find((c) => c.purity === '22KT' && c.oldRate === null)!;
    expect(first22).toMatchObject({ newRate: 11780, changedBy: { _id: ctx.admin.id, name: 'Meera Admin' } });
    // Newest first.
    const times = h.changes.map((c) => new Date(c.changedAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Silver was set once: sending it again unchanged wrote no row.
    expect(h.changes.filter((c) => c.metal === 'silver')).toHaveLength(1);
  });

  it('pages the history like every admin list', async () => {
    const page1 = RateHistoryReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/admin/rates/history?limit=3')).json(),
    );
    const page2 = RateHistoryReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/admin/rates/history?limit=3&page=2')).json(),
    );
    expect(page1).toMatchObject({ total: 4, page: 1, limit: 3, pages: 2 });
    expect(page2.changes).toHaveLength(1);
    const ids = [...page1.changes, ...page2.changes].map((c) => c._id);
    expect(new Set(ids).size).toBe(4);
    const tooMany = await call(ctx.app, ctx.admin, 'GET', '/api/admin/rates/history?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Limit must be a whole number from 1 to 100.');
  });

  it('keeps the history when the admin who changed a rate is gone', async () => {
    const leaving = await createUser(ctx.app, { role: 'admin', name: 'Leaving Admin' });
    expect(
      (await put(ctx, [{ metal: 'platinum', purity: 'PT950', ratePerGram: 4200 }], leaving)).statusCode,
    ).toBe(200);
    const del = await call(ctx.app, ctx.admin, 'DELETE', `/api/auth/deleteUser/${leaving.id}`);
    expect(del.statusCode, del.body).toBe(200);
    const h = RateHistoryReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/admin/rates/history')).json(),
    );
    expect(h.changes[0]).toMatchObject({
      metal: 'platinum',
      changedBy: { _id: null, name: 'Leaving Admin' },
    });
  });
});
