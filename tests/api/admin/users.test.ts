import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminUsersReply, DeleteUserReply } from '#domain/schemas/admin-users';
import { orderLines, orders, users } from '#server/db/schema';
import { createUser } from '#tests/helpers/users';
import { call, expectStored, insertOrder, png, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin users', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest();
  });
  afterAll(async () => ctx?.t.close());

  it('GET /api/auth/allusers lists users with name, email, mobile, role, image and date; searches and pages', async () => {
    const photo = await ctx.app.images.save(await png('#556677'), 'avatars');
    await ctx.app.db.update(users).set({ imageUrl: photo.url }).where(eq(users.id, ctx.shopper.id));
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/auth/allusers');
    expect(res.statusCode).toBe(200);
    const body = AdminUsersReply.parse(res.json());
    expect(body.total).toBe(2);
    const shopper = body.users.find((u) => u._id === ctx.shopper.id)!;
    expect(shopper).toMatchObject({
      name: ctx.shopper.name,
      email: ctx.shopper.email,
      mobile: '9876543210',
      role: 'user',
      image: { url: photo.url },
    });
    expect(body.users.find((u) => u._id === ctx.admin.id)).toMatchObject({ role: 'admin', image: null });
    const found = AdminUsersReply.parse(
      (
        await call(ctx.app, ctx.admin, 'GET', `/api/auth/allusers?q=${ctx.shopper.email.slice(0, 12)}`)
      ).json(),
    );
    // Typo-tolerant word by word (decision 098): the admin's address shares 'shopper-' but not the typed id part,
    // so it is not a match — a search for one address never brings in another person.
    expect(found.users.map((u) => u._id)).toEqual([ctx.shopper.id]);
    const admins = AdminUsersReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/auth/allusers?role=admin')).json(),
    );
    expect(admins.users.map((u) => u._id)).toEqual([ctx.admin.id]);
    const page = AdminUsersReply.parse(
      (await call(ctx.app, ctx.admin, 'GET', '/api/auth/allusers?limit=1&page=2')).json(),
    );
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.users).toHaveLength(1);
  });

  it('DELETE /api/auth/deleteUser/{id} deletes a shopper, keeps their orders whole and removes their photo', async () => {
    const shopper = await createUser(ctx.app, { name: 'Kavya Rao', email: 'kavya@example.com' });
    const photo = await ctx.app.images.save(await png('#778899'), 'avatars');
    await ctx.app.db.update(users).set({ imageUrl: photo.url }).where(eq(users.id, shopper.id));
    const order = await insertOrder(ctx, {
      userId: shopper.id,
      customerName: 'Kavya Rao',
      customerEmail: 'kavya@example.com',
      lines: [{ name: 'Pearl Drops', image: '/uploads/products/p.webp', pricePaise: 1_299_900, quantity: 1 }],
    });
    const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/auth/deleteUser/${shopper.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(DeleteUserReply.parse(res.json())).toEqual({
      success: true,
      message: 'User deleted successfully!',
      ordersKept: 1,
    });
    expect(await ctx.app.db.select().from(users).where(eq(users.id, shopper.id))).toHaveLength(0);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      userId: null,
      customerName: 'Kavya Rao',
      customerEmail: 'kavya@example.com',
      totalPaise: 1_299_900,
    });
    const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toMatchObject([{ nameAtPurchase: 'Pearl Drops', priceAtPurchasePaise: 1_299_900 }]);
    expectStored(ctx, photo.url, false);
    // The admin's order list still shows the order with the customer's name.
    const list = await call(ctx.app, ctx.admin, 'GET', '/api/order/getallorders?q=kavya');
    expect(list.json().orders[0].user).toEqual({ _id: null, name: 'Kavya Rao', email: 'kavya@example.com' });
    // The deleted user's token stops working.
    expect((await call(ctx.app, shopper, 'GET', '/api/auth/getcounts')).statusCode).toBe(401);
  });

  it('refuses deleting yourself and the last admin (409), and answers 404 for an unknown user', async () => {
    const self = await call(ctx.app, ctx.admin, 'DELETE', `/api/auth/deleteUser/${ctx.admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account from the admin panel.');
    // A second admin may delete the first; then the survivor is the last admin and cannot be deleted by anyone.
    const second = await createUser(ctx.app, { role: 'admin' });
    const ok = await call(ctx.app, second, 'DELETE', `/api/auth/deleteUser/${ctx.admin.id}`);
    expect(ok.statusCode).toBe(200);
    const self2 = await call(ctx.app, second, 'DELETE', `/api/auth/deleteUser/${second.id}`);
    expect(self2.statusCode).toBe(409);
    const missing = await call(
      ctx.app,
      second,
      'DELETE',
      '/api/auth/deleteUser/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found.');
    ctx.admin = second;
  });

  it('never leaves the shop without an admin when two admins delete each other at once', async () => {
    const a = await createUser(ctx.app, { role: 'admin' });
    const results = await Promise.all([
      call(ctx.app, ctx.admin, 'DELETE', `/api/auth/deleteUser/${a.id}`),
      call(ctx.app, a, 'DELETE', `/api/auth/deleteUser/${ctx.admin.id}`),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser is refused: the last admin stays (409), or its own account was already gone (401).
    expect([401, 409]).toContain(codes[1]);
    const admins = await ctx.app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.length).toBe(1);
  });
});
