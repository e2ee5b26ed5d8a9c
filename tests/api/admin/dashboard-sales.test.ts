/**
 * GET /api/admin/dashboard/sales (docs/decisions/101): sales, orders, average order value, refunds and top products
 * of 7, 30 or 90 Indian days against the period before — figures checked against fixtures computed by hand,
 * with orders and refunds a few minutes either side of India's midnight at the periods' edges.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DashboardSalesReply } from '#domain/schemas/admin-dashboard';
import { orders, refunds } from '#server/db/schema';
import {
  addCategory,
  addProduct,
  at,
  call,
  insertOrder,
  kolkataDate,
  setupAdminTest,
  shiftDays,
  variant,
  type AdminTestContext,
} from './helpers';

const line = (name: string, rupees: number, quantity = 1, productId: string | null = null) => ({
  name,
  image: '/uploads/demo/a.webp',
  pricePaise: rupees * 100,
  quantity,
  productId,
});

describe('dashboard sales over a period', () => {
  let ctx: AdminTestContext;
  const today = kolkataDate(new Date());
  const day = (n: number) => shiftDays(today, n);
  let ringId: string;

  const refund = async (orderId: string, rupees: number, createdAt: Date) => {
    await ctx.app.db.insert(refunds).values({
      orderId,
      amountPaise: rupees * 100,
      createdAt,
      reason: 'test',
      providerRefundId: `re_${randomUUID()}`,
    });
    await ctx.app.db
      .update(orders)
      .set({ refundedPaise: sql`${orders.refundedPaise} + ${rupees * 100}` })
      .where(eq(orders.id, orderId));
  };
  const sales = async (days?: number) => {
    const res = await call(
      ctx.app,
      ctx.admin,
      'GET',
      `/api/admin/dashboard/sales${days ? `?days=${days}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return DashboardSalesReply.parse(res.json()).data;
  };

  beforeAll(async () => {
    ctx = await setupAdminTest();
    const cat = await addCategory(ctx, 'Rings');
    const ring = await addProduct(ctx, {
      title: 'Lotus Ring',
      categoryId: cat._id,
      variants: [variant('LOT-1')],
    });
    ringId = ring._id;
    // The ring was sold under an older name: the list shows the product's title today.
    const ringLine = (rupees: number) => line('Lotus Ring (old name)', rupees, 1, ringId);

    // Current 7 days: today−6 … today. Previous: today−13 … today−7.
    // A: 00:30 today in India is still yesterday in UTC — it is today's.
    const a = await insertOrder(ctx, { createdAt: at(day(0), '00:30:00'), lines: [ringLine(10_000)] });
    // B: the first minutes of the current period.
    await insertOrder(ctx, { createdAt: at(day(-6), '00:05:00'), lines: [line('Petal Studs', 2_500, 2)] });
    // A refund still being asked of the provider (no provider id yet) is not counted anywhere (decision 097).
    await ctx.app.db
      .insert(refunds)
      .values({ orderId: a.id, amountPaise: 99_900, createdAt: at(day(0), '01:00:00'), reason: 'in flight' });
    // C: the last minutes of the previous period.
    const c = await insertOrder(ctx, { createdAt: at(day(-7), '23:55:00'), lines: [ringLine(3_000)] });
    // D: cancelled and refunded in full two days later — a sale and a refund, netting to nothing.
    const d = await insertOrder(ctx, {
      createdAt: at(day(-3), '12:00:00'),
      lines: [line('Petal Studs', 20_000)],
      status: 'Cancelled',
    });
    // E: the first day of the previous period. F: the day before it (in neither period).
    const e = await insertOrder(ctx, {
      createdAt: at(day(-13), '10:00:00'),
      lines: [line('Moon Pendant', 8_000)],
    });
    await insertOrder(ctx, { createdAt: at(day(-14), '23:59:00'), lines: [line('Moon Pendant', 99_999)] });
    // G: ₹10,000 of pieces with a ₹1,000 discount code: paid ₹9,000, spread 60/40 over its lines.
    const g = await insertOrder(ctx, {
      createdAt: at(day(-1), '15:00:00'),
      lines: [ringLine(6_000), line('Moon Pendant', 4_000)],
    });
    await ctx.app.db
      .update(orders)
      .set({ totalPaise: 9_000_00, discountPaise: 1_000_00, discountCode: 'DIWALI' })
      .where(eq(orders.id, g.id));

    await refund(d.id, 20_000, at(day(-2), '10:00:00'));
    await refund(a.id, 1_000, at(day(0), '01:00:00'));
    // A refund counts on its own day: C's refund falls in the current period, E's in the previous one.
    await refund(c.id, 500, at(day(-6), '00:01:00'));
    await refund(e.id, 700, at(day(-7), '23:59:00'));
  });
  afterAll(async () => ctx?.t.close());

  it('401 without a token, 403 for a shopper, 400 for a period it does not offer', async () => {
    expect((await call(ctx.app, null, 'GET', '/api/admin/dashboard/sales')).statusCode).toBe(401);
    expect((await call(ctx.app, ctx.shopper, 'GET', '/api/admin/dashboard/sales')).statusCode).toBe(403);
    for (const bad of ['14', 'week', '-7', '7.5']) {
      const res = await call(ctx.app, ctx.admin, 'GET', `/api/admin/dashboard/sales?days=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('days must be 7, 30 or 90.');
    }
  });

  it('7 days: sales, refunds, revenue, orders and average order value against the 7 days before', async () => {
    const data = await sales(7);
    expect(data.timeZone).toBe('Asia/Kolkata');
    expect(data.days).toBe(7);
    expect(data.current).toEqual({
      from: day(-6),
      to: day(0),
      orders: 4, // A, B, D (cancelled, still a sale), G
      grossSales: 44_000, // 10,000 + 5,000 + 20,000 + 9,000
      refunds: 21_500, // D 20,000 + A 1,000 + C 500
      refundCount: 3,
      revenue: 22_500,
      averageOrderValue: 11_000,
    });
    expect(data.previous).toEqual({
      from: day(-13),
      to: day(-7),
      orders: 2, // C, E
      grossSales: 11_000,
      refunds: 700,
      refundCount: 1,
      revenue: 10_300,
      averageOrderValue: 5_500,
    });
  });

  it('each day of both periods, in India’s days, with refunds on the day they were given', async () => {
    const data = await sales(7);
    expect(data.daily.map((d) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(data.previousDaily.map((d) => d.date)).toEqual([-13, -12, -11, -10, -9, -8, -7].map(day));
    const byDate = new Map([...data.previousDaily, ...data.daily].map((d) => [d.date, d]));
    expect(byDate.get(day(0))).toEqual({
      date: day(0),
      orders: 1,
      grossSales: 10_000,
      refunds: 1_000,
      revenue: 9_000,
    });
    expect(byDate.get(day(-6))).toEqual({
      date: day(-6),
      orders: 1,
      grossSales: 5_000,
      refunds: 500,
      revenue: 4_500,
    });
    expect(byDate.get(day(-3))).toEqual({
      date: day(-3),
      orders: 1,
      grossSales: 20_000,
      refunds: 0,
      revenue: 20_000,
    });
    // A day with a refund and no sale is negative.
    expect(byDate.get(day(-2))).toEqual({
      date: day(-2),
      orders: 0,
      grossSales: 0,
      refunds: 20_000,
      revenue: -20_000,
    });
    expect(byDate.get(day(-7))).toEqual({
      date: day(-7),
      orders: 1,
      grossSales: 3_000,
      refunds: 700,
      revenue: 2_300,
    });
    expect(byDate.get(day(-13))).toMatchObject({ orders: 1, grossSales: 8_000 });
    expect(byDate.get(day(-10))).toEqual({
      date: day(-10),
      orders: 0,
      grossSales: 0,
      refunds: 0,
      revenue: 0,
    });
    // The days add up to the period's figures.
    const sum = (list: typeof data.daily, key: 'revenue' | 'orders') => list.reduce((n, d) => n + d[key], 0);
    expect(sum(data.daily, 'revenue')).toBe(data.current.revenue);
    expect(sum(data.previousDaily, 'orders')).toBe(data.previous.orders);
  });

  it('top products by revenue and by units, each with the period before; cancelled pieces left out', async () => {
    const { topProducts } = await sales(7);
    const ring = {
      productId: ringId,
      title: 'Lotus Ring',
      units: 2,
      revenue: 15_400, // A 10,000 + 60% of G's ₹9,000
      previous: { units: 1, revenue: 3_000 },
    };
    const studs = {
      productId: null,
      title: 'Petal Studs',
      units: 2,
      revenue: 5_000,
      previous: { units: 0, revenue: 0 },
    };
    const pendant = {
      productId: null,
      title: 'Moon Pendant',
      units: 1,
      revenue: 3_600,
      previous: { units: 1, revenue: 8_000 },
    };
    expect(topProducts.byRevenue).toEqual([ring, studs, pendant]);
    // Two units each: the ring's revenue puts it first.
    expect(topProducts.byUnits).toEqual([ring, studs, pendant]);
  });

  it('30 and 90 days: as many days, the default is 30', async () => {
    const month = await sales(30);
    expect(month.daily).toHaveLength(30);
    expect(month.previousDaily).toHaveLength(30);
    expect(month.current.from).toBe(day(-29));
    expect(month.previous).toMatchObject({ from: day(-59), to: day(-30), orders: 0 });
    expect(month.current.orders).toBe(7);
    expect(month.current.grossSales).toBe(154_999);
    expect(month.current.refunds).toBe(22_200);
    expect(month.topProducts.byRevenue[0]).toMatchObject({ title: 'Moon Pendant', revenue: 111_599 });
    expect(await sales()).toEqual(month);
    const quarter = await sales(90);
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.current).toMatchObject({ from: day(-89), to: day(0), orders: 7 });
  });
});
