/**
 * POST /api/discounts/validate (docs/api/buying.md "Discount codes"): every rule and its message — unknown,
 * switched off, not yet, expired, minimum not met, used up, already used by you, no eligible piece, empty bag —
 * the amount (percentage, fixed capped at the eligible pieces, only the categories chosen), any case, a guest's
 * lines, and the limit on refused tries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES as D } from '#domain/discounts';
import { ValidateDiscountReply } from '#domain/schemas/discounts';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { buyWithCode, categoryOf, fillCart, makeCode, validate } from './helpers';

const HOUR = 3_600_000;

describe('validating a discount code', () => {
  let t: TestApp;
  let admin: TestUser;
  let ring: MadeProduct; // ₹50,000
  let studs: MadeProduct; // ₹20,000, another category
  let shopper: TestUser; // ring + 2 studs: ₹90,000
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'discount:1000/15m' } });
    admin = await createUser(t.app, { role: 'admin' });
    ring = await createProduct(t.app, {
      title: 'Solitaire',
      variants: [{ pricePaise: 5_000_000, stock: 50 }],
    });
    studs = await createProduct(t.app, { title: 'Studs', variants: [{ pricePaise: 2_000_000, stock: 50 }] });
    shopper = await createUser(t.app);
    await fillCart(t.app, shopper, [{ product: ring }, { product: studs, quantity: 2 }]);
    const now = Date.now();
    await makeCode(t.app, admin, { code: 'TENOFF', type: 'percent', value: 10 });
    await makeCode(t.app, admin, { code: 'FLAT-5000', type: 'fixed', value: 5000 });
    await makeCode(t.app, admin, { code: 'HUGE', type: 'fixed', value: 500_000 });
    await makeCode(t.app, admin, { code: 'SWITCHED-OFF', active: false });
    await makeCode(t.app, admin, { code: 'SOON', startsAt: new Date(now + HOUR).toISOString() });
    await makeCode(t.app, admin, { code: 'GONE', endsAt: new Date(now - HOUR).toISOString() });
    await makeCode(t.app, admin, { code: 'BIG-SPENDER', minOrder: 100_000 });
    await makeCode(t.app, admin, { code: 'MIN-ODD', minOrder: 99_999.5 });
    await makeCode(t.app, admin, {
      code: 'RINGS-20',
      value: 20,
      categoryIds: [await categoryOf(t.app, ring)],
    });
    await makeCode(t.app, admin, {
      code: 'RINGS-MIN',
      value: 20,
      minOrder: 60_000,
      categoryIds: [await categoryOf(t.app, ring)],
    });
    const other = await createProduct(t.app, { title: 'Bangle' });
    await makeCode(t.app, admin, { code: 'BANGLES', categoryIds: [await categoryOf(t.app, other)] });
  });
  afterAll(async () => t?.close());

  async function ok(code: string, user: TestUser | null = shopper, extra: object = {}) {
    const res = await validate(t.app, user, { code, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return ValidateDiscountReply.parse(res.json());
  }
  async function refused(code: string, message: string, user: TestUser | null = shopper, extra: object = {}) {
    const res = await validate(t.app, user, { code, ...extra });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: [{ path: 'code', message }] });
  }

  it('a percentage of the whole bag, whatever the case the shopper types', async () => {
    const reply = await ok('  tenoff ');
    expect(reply).toEqual({
      success: true,
      discount: { code: 'TENOFF', type: 'percent', value: 10, amount: 9000 },
      subtotal: 90_000,
      total: 81_000,
    });
  });

  it('a fixed sum, and never more than the pieces it applies to (less the smallest payable amount)', async () => {
    expect((await ok('flat-5000')).discount).toEqual({
      code: 'FLAT-5000',
      type: 'fixed',
      value: 5000,
      amount: 5000,
    });
    const huge = await ok('HUGE');
    expect(huge.discount.amount).toBe(89_999);
    expect(huge.total).toBe(1);
  });

  it('only the pieces of the chosen categories: 20% of the ring alone', async () => {
    const reply = await ok('rings-20');
    expect(reply.discount.amount).toBe(10_000);
    expect(reply.total).toBe(80_000);
  });

  it('unknown and switched-off codes read the same: not valid', async () => {
    await refused('NOPE-NOPE', D.notFound);
    await refused('switched-off', D.notFound);
  });

  it('not yet started, expired', async () => {
    await refused('SOON', D.notStarted);
    await refused('GONE', D.expired);
  });

  it('a minimum order not met, counted on the eligible pieces, named in rupees', async () => {
    await refused('BIG-SPENDER', D.minOrder(10_000_000));
    expect(D.minOrder(10_000_000)).toBe('This code needs an order of at least ₹1,00,000.');
    await refused('MIN-ODD', 'This code needs an order of at least ₹99,999.50.');
    // The bag is ₹90,000, but the ring alone (₹50,000) is what RINGS-MIN looks at.
    await refused('RINGS-MIN', D.minOrder(6_000_000));
  });

  it('no piece of the bag in the code’s categories', async () => {
    await refused('BANGLES', D.notApplicable);
  });

  it('an empty bag, and a blank code', async () => {
    const empty = await createUser(t.app);
    await refused('TENOFF', D.emptyBag, empty);
    const res = await validate(t.app, shopper, { code: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: D.codeRequired });
  });

  it('used up by others, and already used by this shopper (by account or by e-mail)', async () => {
    await makeCode(t.app, admin, { code: 'ONLY-ONE', usageLimit: 1 });
    await makeCode(t.app, admin, { code: 'ONCE-EACH', perCustomerLimit: 1 });
    const first = await createUser(t.app, { email: 'first.buyer@example.com' });
    await buyWithCode(t.app, first, [{ product: ring }], 'only-one');
    await buyWithCode(t.app, first, [{ product: ring }], 'ONCE-EACH');
    await refused('ONLY-ONE', D.usedUp);
    await fillCart(t.app, first, [{ product: studs }]);
    await refused('ONCE-EACH', D.alreadyUsed, first);
    expect((await ok('ONCE-EACH')).discount.code).toBe('ONCE-EACH');
    // A guest giving the same e-mail (any case) has used it too.
    const lines = [{ variantId: studs.variants[0]!.id, quantity: 1 }];
    await refused('ONCE-EACH', D.alreadyUsed, null, { lines, email: 'First.Buyer@Example.com' });
    expect((await ok('ONCE-EACH', null, { lines, email: 'someone.else@example.com' })).discount.amount).toBe(
      2000,
    );
  });

  it('a guest’s lines are priced from the catalogue, whatever else they carry', async () => {
    const reply = await ok('tenoff', null, {
      lines: [
        { variantId: ring.variants[0]!.id, quantity: 2, price: 1 },
        { variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(reply.subtotal).toBe(100_000);
    expect(reply.discount.amount).toBe(10_000);
    await refused('TENOFF', D.emptyBag, null);
    const bad = await validate(t.app, null, { code: 'TENOFF', lines: [{ variantId: 'x', quantity: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: D.badLines });
    const badEmail = await validate(t.app, null, { code: 'TENOFF', lines: [], email: 'not-an-email' });
    expect(badEmail.json()).toMatchObject({ success: false, message: D.badEmail });
  });

  it('a signed-in shopper’s lines are their server cart: lines sent are ignored', async () => {
    const reply = await ok('TENOFF', shopper, { lines: [{ variantId: ring.variants[0]!.id, quantity: 9 }] });
    expect(reply.subtotal).toBe(90_000);
  });
});

describe('the limit on refused codes (rule `discount`)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'discount:3/15m' } });
  });
  afterAll(async () => t?.close());

  it('refuses the fourth wrong guess with 429; a code that applies costs no try', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const ring = await createProduct(t.app, { variants: [{ pricePaise: 1_000_000, stock: 5 }] });
    await makeCode(t.app, admin, { code: 'REAL-CODE' });
    const user = await createUser(t.app);
    await fillCart(t.app, user, [{ product: ring }]);
    for (let i = 0; i < 5; i++)
      expect((await validate(t.app, user, { code: 'REAL-CODE' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await validate(t.app, user, { code: `GUESS-${i}` })).statusCode).toBe(400);
    const limited = await validate(t.app, user, { code: 'GUESS-4' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
