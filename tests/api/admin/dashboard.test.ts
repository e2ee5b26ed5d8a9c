import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountsReply, DashboardStatsReply } from '#domain/schemas/admin-dashboard';
import {
  addCategory,
  addProduct,
  addSubcategory,
  at,
  call,
  insertOrder,
  kolkataDate,
  setupAdminTest,
  shiftDays,
  variant,
  type AdminTestContext,
} from './helpers';

describe('admin dashboard', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest();
  });
  afterAll(async () => ctx?.t.close());

  it('GET /api/auth/getcounts counts users, orders, categories, subcategories and products', async () => {
    const cat = await addCategory(ctx, 'Rings');
    await addSubcategory(ctx, cat._id, 'Bands');
    await addProduct(ctx, { title: 'Count Me', categoryId: cat._id, variants: [variant('CNT-1')] });
    await insertOrder(ctx);
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/auth/getcounts');
    expect(res.statusCode).toBe(200);
    expect(CountsReply.parse(res.json()).data).toEqual({
      users: 2,
      orders: 1,
      categories: 1,
      subcategories: 1,
      products: 1,
    });
  });

  it('GET /api/admin/dashboard gives 30 Kolkata days of revenue and orders (empty days 0), orders to ship and low stock', async () => {
    const today = kolkataDate(new Date());
    const rupees = (r: number) => [
      { name: 'Line', image: '/uploads/demo/a.webp', pricePaise: r * 100, quantity: 1 },
    ];
    // 00:30 in Kolkata is still the previous day in UTC: it must count for today.
    await insertOrder(ctx, { createdAt: at(today, '00:30:00'), lines: rupees(1000) });
    await insertOrder(ctx, { createdAt: at(today, '00:10:00'), lines: rupees(5000), status: 'Cancelled' });
    await insertOrder(ctx, {
      createdAt: at(shiftDays(today, -1), '23:50:00'),
      lines: rupees(250.5),
      status: 'Processing',
    });
    await insertOrder(ctx, {
      createdAt: at(shiftDays(today, -1), '09:00:00'),
      lines: rupees(749.5),
      status: 'Shipped',
    });
    await insertOrder(ctx, {
      createdAt: at(shiftDays(today, -29), '12:00:00'),
      lines: rupees(300),
      status: 'Delivered',
    });
    await insertOrder(ctx, {
      createdAt: at(shiftDays(today, -30), '23:59:00'),
      lines: rupees(9999),
      status: 'Delivered',
    });

    const res = await call(ctx.app, ctx.admin, 'GET', '/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = DashboardStatsReply.parse(res.json());
    expect(data.timeZone).toBe('Asia/Kolkata');
    expect(data.sales).toHaveLength(30);
    expect(data.sales[0]!.date).toBe(shiftDays(today, -29));
    expect(data.sales[29]!.date).toBe(today);
    const byDate = new Map(data.sales.map((d) => [d.date, d]));
    // The first test's order (created now) also counts for today.
    expect(byDate.get(today)).toEqual({ date: today, orders: 2, revenue: 2000 });
    expect(byDate.get(shiftDays(today, -1))).toEqual({
      date: shiftDays(today, -1),
      orders: 2,
      revenue: 1000,
    });
    expect(byDate.get(shiftDays(today, -29))).toEqual({
      date: shiftDays(today, -29),
      orders: 1,
      revenue: 300,
    });
    expect(byDate.get(shiftDays(today, -15))).toEqual({ date: shiftDays(today, -15), orders: 0, revenue: 0 });
    expect(data.salesTotals).toEqual({ orders: 5, revenue: 3300 });

    // Waiting to ship: Placed and Processing, oldest first.
    expect(data.awaitingShipment.count).toBe(3);
    expect(data.awaitingShipment.orders.map((o) => o.status)).toEqual(['Processing', 'Placed', 'Placed']);
    expect(data.awaitingShipment.orders[0]).toMatchObject({
      totalAmount: 250.5,
      items: 1,
      customerName: 'Asha Menon',
    });
    expect(data.counts.orders).toBe(7);
  });

  it('lists low-stock variants with product title and SKU, lowest first, with a threshold', async () => {
    const cat = await addCategory(ctx, 'Low Stock');
    await addProduct(ctx, {
      title: 'Nearly Gone',
      categoryId: cat._id,
      variants: [
        variant('LOW-0', { stock: 0 }),
        variant('LOW-3', { stock: 3 }),
        variant('LOW-9', { stock: 9 }),
      ],
    });
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/admin/dashboard');
    const { lowStock } = DashboardStatsReply.parse(res.json()).data;
    expect(lowStock.threshold).toBe(3);
    expect(lowStock.variants.map((v) => [v.sku, v.stock, v.productTitle])).toEqual([
      ['LOW-0', 0, 'Nearly Gone'],
      ['LOW-3', 3, 'Nearly Gone'],
    ]);
    const wider = DashboardStatsReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/admin/dashboard?lowStock=10')).json(),
    );
    expect(wider.data.lowStock.variants.map((v) => v.sku)).toEqual(['LOW-0', 'LOW-3', 'CNT-1', 'LOW-9']);
    const bad = await call(ctx.app, ctx.admin, 'GET', '/api/admin/dashboard?lowStock=-1');
    expect(bad.statusCode).toBe(400);
  });
});
