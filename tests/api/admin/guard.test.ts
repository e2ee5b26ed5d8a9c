/**
 * Every admin route answers 401 without a valid token and 403 for a shopper — whatever the request carries —
 * before it reads a body or stores an upload. The table must list every route the admin module registers.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { adminRouteList } from '#server/modules/admin/routes';
import { call, multipart, png, setupAdminTest, type AdminTestContext } from './helpers';

const ID = '00000000-0000-4000-8000-000000000000';

const ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string]> = [
  ['GET', '/api/auth/getcounts'],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/dashboard/sales'],
  ['GET', '/api/admin/export/orders.csv'],
  ['GET', '/api/admin/export/products.csv'],
  ['POST', '/api/category/add-category'],
  ['PUT', '/api/category/update-category/:id'],
  ['DELETE', '/api/category/delete-category/:id'],
  ['PUT', '/api/category/isfeatured/:id'],
  ['POST', '/api/subcategory/add-subcategory'],
  ['PUT', '/api/subcategory/update-subcategory/:id'],
  ['DELETE', '/api/subcategory/delete-subcategory/:id'],
  ['PUT', '/api/subcategory/isfeatured/:id'],
  ['POST', '/api/product/add-product'],
  ['PUT', '/api/product/update-product/:id'],
  ['DELETE', '/api/product/delete-product/:id'],
  ['GET', '/api/admin/products/:id'],
  ['POST', '/api/admin/products/:id/duplicate'],
  ['GET', '/api/product/bulk-template'],
  ['POST', '/api/product/bulk-add'],
  ['POST', '/api/product/bulk-add/jobs'],
  ['GET', '/api/product/bulk-add/jobs/:id'],
  ['GET', '/api/order/getallorders'],
  ['PUT', '/api/order/:id/status'],
  ['PUT', '/api/order/:id/huids'],
  ['PUT', '/api/order/:id/fulfil'],
  ['POST', '/api/order/:id/cancel'],
  ['POST', '/api/order/:id/refund'],
  ['POST', '/api/order/:id/notes'],
  ['GET', '/api/auth/allusers'],
  ['DELETE', '/api/auth/deleteUser/:id'],
  ['GET', '/api/appointments/get-appointments'],
  ['PUT', '/api/appointments/:id/status'],
  ['GET', '/api/appointments/messages'],
  ['PUT', '/api/admin/appointments/:id'],
  ['GET', '/api/admin/messages/unread-count'],
  ['PUT', '/api/admin/messages/:id/read'],
  ['POST', '/api/admin/messages/:id/reply'],
  ['GET', '/api/admin/customers/:id'],
  ['POST', '/api/admin/customers/:id/notes'],
];

describe('admin guard', () => {
  let ctx: AdminTestContext;
  let image: Buffer;
  beforeAll(async () => {
    ctx = await setupAdminTest();
    image = await png('#ff0000');
  });
  afterAll(async () => ctx?.t.close());

  const uploadedFiles = () =>
    ['categories', 'subcategories', 'products']
      .map((f) => path.join(ctx.app.images.root, f))
      .filter((d) => existsSync(d))
      .reduce((n, d) => n + readdirSync(d).length, 0);

  /** What an old client might send: multipart with an image and a product, or nothing at all. */
  const payloadFor = (method: string) =>
    method === 'GET' || method === 'DELETE'
      ? undefined
      : multipart(
          { name: 'Sneaky', category: ID, isFeatured: 'true', status: 'Shipped', product: { title: 'x' } },
          {
            image,
            mainImage: image,
            variantImages_0: image,
            productCsv: { data: Buffer.from('a,b\n'), name: 'x.csv' },
          },
        );

  it('lists every route the admin module registers', () => {
    expect([...adminRouteList].sort()).toEqual(ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(ROUTES)(
    '%s %s → 401 without a token, with a bad or expired token; 403 for a shopper',
    async (method, route) => {
      const url = route.replace(':id', ID);
      const before = uploadedFiles();

      const none = await call(ctx.app, null, method, url, payloadFor(method));
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({
        success: false,
        message: 'Authentication token not found. Please log in again.',
      });

      const forged = await ctx.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not.a.token' },
        payload: payloadFor(method),
      });
      expect(forged.statusCode).toBe(401);

      const expired = await new SignJWT({ role: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ctx.admin.id)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(ctx.t.config.jwtSecret!));
      const old = await ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${expired}` },
        payload: payloadFor(method),
      });
      expect(old.statusCode).toBe(401);

      const shopper = await call(ctx.app, ctx.shopper, method, url, payloadFor(method));
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json()).toEqual({ success: false, message: 'Admin access only.' });

      expect(uploadedFiles()).toBe(before);

      const admin = await call(ctx.app, ctx.admin, method, url, payloadFor(method));
      expect([401, 403]).not.toContain(admin.statusCode);
      expect(admin.statusCode).toBeLessThan(500);
    },
  );

  it('a token whose role claim says admin does not make a shopper an admin (the role comes from the database)', async () => {
    const token = await ctx.app.sessions.start({ id: ctx.shopper.id, role: 'admin' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/getcounts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
