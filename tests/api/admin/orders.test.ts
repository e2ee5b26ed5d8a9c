import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminOrdersReply, OrderStatusReply } from '#domain/schemas/admin-orders';
import { ORDER_STATUSES } from '#domain/business-constants';
import { orders } from '#server/db/schema';
import { ADDRESS, call, insertOrder, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin orders', () => {
  let ctx: AdminTestContext;
  let first: Awaited<ReturnType<typeof insertOrder>>;
  let second: Awaited<ReturnType<typeof insertOrder>>;
  beforeAll(async () => {
    ctx = await setupAdminTest();
    first = await insertOrder(ctx, {
      userId: ctx.shopper.id,
      customerName: 'Name At Checkout',
      createdAt: new Date(Date.now() - 3600_000),
      lines: [
        {
          name: 'Aurora Ring',
          image: '/uploads/products/a.webp',
          pricePaise: 4_139_910,
          quantity: 1,
          sku: 'AUR-1',
        },
        {
          name: 'Lotus Studs',
          image: '/uploads/products/b.webp',
          pricePaise: 1_849_950,
          quantity: 2,
          sku: 'LOT-1',
        },
      ],
    });
    second = await insertOrder(ctx, {
      userId: null,
      customerName: 'Ravi Iyer',
      customerEmail: 'ravi@example.com',
      status: 'Shipped',
      needsRefund: true,
    });
  });
  afterAll(async () => ctx?.t.close());

  it('GET /api/order/getallorders lists every order, newest first, with lines, customer and address', async () => {
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/order/getallorders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = AdminOrdersReply.parse(res.json());
    expect(body).toMatchObject({ total: 2, page: 1, limit: 20, pages: 1 });
    expect(body.orders.map((o) => o._id)).toEqual([second.id, first.id]);
    const o = body.orders[1]!;
    expect(o).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'Placed',
      totalAmount: 41399.1 + 2 * 18499.5,
      user: { _id: ctx.shopper.id, name: ctx.shopper.name, email: ctx.shopper.email },
      shippingAddress: ADDRESS,
      paymentMethod: 'Card',
      paymentStatus: 'Paid',
      needsRefund: false,
      refundReason: null,
    });
    expect(o.cartItems).toEqual([
      expect.objectContaining({
        nameAtPurchase: 'Aurora Ring',
        mainImageAtPurchase: '/uploads/products/a.webp',
        priceAtPurchase: 41399.1,
        quantity: 1,
        material: 'Yellow Gold',
        purity: '18KT',
        selectedSize: '7',
      }),
      expect.objectContaining({ nameAtPurchase: 'Lotus Studs', priceAtPurchase: 18499.5, quantity: 2 }),
    ]);
    // Without an account the order keeps the name and e-mail it was placed with.
    expect(body.orders[0]).toMatchObject({
      user: { _id: null, name: 'Ravi Iyer', email: 'ravi@example.com' },
      needsRefund: true,
    });
  });

  it('searches by name, e-mail or order number, filters by status and refund flag, and pages', async () => {
    const get = async (qs: string) =>
      AdminOrdersReply.parse((await call(ctx.app, ctx.admin, 'GET', `/api/order/getallorders?${qs}`)).json());
    expect((await get('q=ravi')).orders.map((o) => o._id)).toEqual([second.id]);
    expect((await get(`q=${encodeURIComponent(ctx.shopper.email)}`)).orders.map((o) => o._id)).toEqual([
      first.id,
    ]);
    expect((await get(`q=%23${first.orderNumber}`)).orders.map((o) => o._id)).toEqual([first.id]);
    expect((await get('status=Shipped')).orders.map((o) => o._id)).toEqual([second.id]);
    expect((await get('needsRefund=true')).orders.map((o) => o._id)).toEqual([second.id]);
    expect((await get('q=100%25_')).total).toBe(0);
    const page2 = await get('limit=1&page=2');
    expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.orders.map((o) => o._id)).toEqual([first.id]);
    const bad = await call(ctx.app, ctx.admin, 'GET', '/api/order/getallorders?status=Lost');
    expect(bad.statusCode).toBe(400);
    expect((await call(ctx.app, ctx.admin, 'GET', '/api/order/getallorders?limit=1000')).statusCode).toBe(
      400,
    );
  });

  it('PUT /api/order/{id}/status sets any status and replies with the order and the spec message', async () => {
    // Each move here is back, into or out of Cancelled: confirmed, with the cancel call's payload (decision 097).
    for (const status of [...ORDER_STATUSES].reverse()) {
      const res = await call(ctx.app, ctx.admin, 'PUT', `/api/order/${first.id}/status`, {
        status,
        confirm: true,
        reason: 'Test',
        refund: 'none',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = OrderStatusReply.parse(res.json());
      expect(body.message).toBe(
        status === 'Cancelled' ? `Order #${first.orderNumber} cancelled.` : `Status updated to "${status}"`,
      );
      expect(body.order).toMatchObject({ _id: first.id, status });
      const [row] = await ctx.app.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, first.id));
      expect(row!.status).toBe(status);
    }
  });

  it('refuses an unknown status (400) and an unknown order (404)', async () => {
    for (const payload of [{ status: 'Lost' }, {}, { status: 'placed ' }]) {
      const res = await call(ctx.app, ctx.admin, 'PUT', `/api/order/${first.id}/status`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Status must be one of Placed, Processing, Shipped, Delivered, Cancelled.',
      );
    }
    const res = await call(
      ctx.app,
      ctx.admin,
      'PUT',
      '/api/order/00000000-0000-4000-8000-000000000000/status',
      { status: 'Placed' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found.');
  });
});
