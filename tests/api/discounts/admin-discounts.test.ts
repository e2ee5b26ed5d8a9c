/**
 * The admin's discount codes: GET/POST/PUT/DELETE /api/admin/discounts[/{id}] — access (401 without a token, 403 for
 * a shopper, on every call), every validation message, codes unique whatever their case, partial edits, the
 * list's statuses and search, and deletion only of a code no order used (docs/decisions/099).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_ADMIN_MESSAGES as M } from '#domain/discounts';
import { AdminDiscountReply, AdminDiscountsReply } from '#domain/schemas/discounts';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { buyWithCode, categoryOf, makeCode } from './helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;

describe('admin discount codes', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let ring: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    shopper = await createUser(t.app);
    ring = await createProduct(t.app, { variants: [{ pricePaise: 5_000_000, stock: 20 }] });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  describe('access', () => {
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/discounts'],
      ['GET', `/api/admin/discounts/${MISSING}`],
      ['POST', '/api/admin/discounts'],
      ['PUT', `/api/admin/discounts/${MISSING}`],
      ['DELETE', `/api/admin/discounts/${MISSING}`],
    ];
    it.each(calls)(
      '%s %s: 401 without a token, 403 for a shopper, in the error shape',
      async (method, url) => {
        const payload =
          method === 'POST' || method === 'PUT' ? { code: 'SNEAKY', type: 'percent', value: 50 } : undefined;
        const guest = await call(method, url, undefined, payload);
        expect(guest.statusCode).toBe(401);
        expect(guest.json()).toMatchObject({ success: false, message: expect.any(String) });
        const user = await call(method, url, shopper, payload);
        expect(user.statusCode).toBe(403);
        expect(user.json()).toMatchObject({ success: false, message: expect.any(String) });
      },
    );
    it('nothing was created by the refused calls', async () => {
      const list = AdminDiscountsReply.parse(
        (await call('GET', '/api/admin/discounts?q=SNEAKY', admin)).json(),
      );
      expect(list.discounts).toHaveLength(0);
    });
  });

  it('creates a code (201) with every field, in API units, and reads it back', async () => {
    const category = await categoryOf(t.app, ring);
    const startsAt = new Date(Date.now() - HOUR).toISOString();
    const endsAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const res = await call('POST', '/api/admin/discounts', admin, {
      code: ' Diwali-25 ',
      type: 'percent',
      value: 12.5,
      minOrder: '5000',
      startsAt,
      endsAt,
      usageLimit: 100,
      perCustomerLimit: '1',
      categoryIds: [category.toUpperCase()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { discount, message } = AdminDiscountReply.parse(res.json());
    expect(message).toBe(M.created);
    expect(discount).toMatchObject({
      code: 'Diwali-25',
      type: 'percent',
      value: 12.5,
      minOrder: 5000,
      startsAt,
      endsAt,
      usageLimit: 100,
      perCustomerLimit: 1,
      categoryIds: [category],
      active: true,
      timesUsed: 0,
      status: 'active',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const read = await call('GET', `/api/admin/discounts/${discount._id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(AdminDiscountReply.parse(read.json()).discount).toEqual(discount);
  });

  it('refuses a code another discount has in any case (409, naming the field)', async () => {
    await makeCode(t.app, admin, { code: 'WELCOME10' });
    const res = await call('POST', '/api/admin/discounts', admin, {
      code: 'welcome10',
      type: 'fixed',
      value: 100,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: M.codeTaken('welcome10'),
      errors: [{ path: 'code', message: M.codeTaken('welcome10') }],
    });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a code too short', { code: 'AB' }, 'code', M.code],
    ['a code with spaces', { code: 'TEN OFF' }, 'code', M.code],
    ['a code too long', { code: 'A'.repeat(31) }, 'code', M.code],
    ['an unknown type', { type: 'bogo' }, 'type', M.type],
    ['no value', { value: '' }, 'value', M.value],
    ['a percentage over 100', { value: 101 }, 'value', M.percent],
    ['a percentage under 1', { value: 0.5 }, 'value', M.percent],
    ['a percentage with three decimals', { value: 10.125 }, 'value', M.percent],
    ['a fixed amount of nothing', { type: 'fixed', value: 0 }, 'value', M.fixed],
    ['a fixed amount too large', { type: 'fixed', value: 10_000_000 }, 'value', M.fixed],
    ['a negative minimum order', { minOrder: -1 }, 'minOrder', M.minOrder],
    ['a start that is not a date', { startsAt: 'tomorrow' }, 'startsAt', M.date],
    [
      'an end before the start',
      { startsAt: '2026-12-01T00:00:00+05:30', endsAt: '2026-11-01T00:00:00+05:30' },
      'endsAt',
      M.window,
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', M.limit('The usage limit')],
    [
      'a per-customer limit of 1.5',
      { perCustomerLimit: 1.5 },
      'perCustomerLimit',
      M.limit('The limit per customer'),
    ],
    ['a category that is not an id', { categoryIds: ['rings'] }, 'categoryIds.0', M.categoryMissing],
    ['an active flag that is not a boolean', { active: 'sometimes' }, 'active', M.active],
  ];
  it.each(cases)(
    'refuses %s (400 with the message under its field)',
    async (_what, change, path, message) => {
      const res = await call('POST', '/api/admin/discounts', admin, {
        code: 'VALID-CODE',
        type: 'percent',
        value: 10,
        ...change,
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, message });
      expect(body.errors).toContainEqual({ path, message });
    },
  );

  it('refuses a category that does not exist (400)', async () => {
    const res = await call('POST', '/api/admin/discounts', admin, {
      code: 'NOCAT',
      type: 'percent',
      value: 10,
      categoryIds: [MISSING],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: M.categoryMissing });
  });

  it('edits only what is sent; deactivating keeps the rest; the code stays unique on an edit', async () => {
    const made = await makeCode(t.app, admin, { code: 'EDITME', type: 'fixed', value: 500, minOrder: 2000 });
    const off = await call('PUT', `/api/admin/discounts/${made._id}`, admin, {
      active: false,
      timesUsed: 99,
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = AdminDiscountReply.parse(off.json());
    expect(after.message).toBe(M.updated);
    expect(after.discount).toMatchObject({
      code: 'EDITME',
      type: 'fixed',
      value: 500,
      minOrder: 2000,
      active: false,
      status: 'inactive',
      timesUsed: 0,
    });
    const clash = await call('PUT', `/api/admin/discounts/${made._id}`, admin, { code: 'Welcome10' });
    expect(clash.statusCode).toBe(409);
    const own = await call('PUT', `/api/admin/discounts/${made._id}`, admin, { code: 'editme', value: 750 });
    expect(own.statusCode, own.body).toBe(200);
    expect(AdminDiscountReply.parse(own.json()).discount).toMatchObject({ code: 'editme', value: 750 });
    const bad = await call('PUT', `/api/admin/discounts/${made._id}`, admin, { value: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: M.fixed });
    const missing = await call('PUT', `/api/admin/discounts/${MISSING}`, admin, { active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: M.notFound });
  });

  it('lists newest first with each code’s status, searches codes, and pages', async () => {
    const now = Date.now();
    await makeCode(t.app, admin, { code: 'LIST-SCHEDULED', startsAt: new Date(now + HOUR).toISOString() });
    await makeCode(t.app, admin, {
      code: 'LIST-EXPIRED',
      startsAt: new Date(now - 2 * HOUR).toISOString(),
      endsAt: new Date(now - HOUR).toISOString(),
    });
    await makeCode(t.app, admin, { code: 'LIST-USEDUP', usageLimit: 1 });
    await makeCode(t.app, admin, { code: 'LIST-ACTIVE' });
    await makeCode(t.app, admin, { code: 'LIST-OFF', active: false });
    await buyWithCode(t.app, shopper, [{ product: ring }], 'list-usedup');
    const res = await call('GET', '/api/admin/discounts?q=list-', admin);
    expect(res.statusCode).toBe(200);
    const list = AdminDiscountsReply.parse(res.json());
    expect(list.discounts.map((d) => [d.code, d.status, d.timesUsed])).toEqual([
      ['LIST-OFF', 'inactive', 0],
      ['LIST-ACTIVE', 'active', 0],
      ['LIST-USEDUP', 'used up', 1],
      ['LIST-EXPIRED', 'expired', 0],
      ['LIST-SCHEDULED', 'scheduled', 0],
    ]);
    expect(list.total).toBe(5);
    const page = AdminDiscountsReply.parse(
      (await call('GET', '/api/admin/discounts?q=list-&limit=2&page=2', admin)).json(),
    );
    expect(page.discounts.map((d) => d.code)).toEqual(['LIST-USEDUP', 'LIST-EXPIRED']);
  });

  it('deletes a code nobody used; refuses one an order used (409: deactivate instead); 404 after', async () => {
    const unused = await makeCode(t.app, admin, { code: 'DELETE-ME' });
    const del = await call('DELETE', `/api/admin/discounts/${unused._id}`, admin);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: M.deleted });
    expect((await call('GET', `/api/admin/discounts/${unused._id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/discounts/${unused._id}`, admin)).statusCode).toBe(404);

    const used = await makeCode(t.app, admin, { code: 'KEEP-ME' });
    await buyWithCode(t.app, shopper, [{ product: ring }], 'KEEP-ME');
    const refused = await call('DELETE', `/api/admin/discounts/${used._id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: M.inUse(1) });
  });
});
