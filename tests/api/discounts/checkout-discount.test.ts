/**
 * A discount code at checkout (docs/decisions/099): create-checkout checks it again on its own snapshot (400 with
 * the reason under `discountCode`, nothing opened), the test provider charges the discounted total, the order
 * keeps the code and its amount, the use is counted once per order, two shoppers racing for the last use get one
 * use between them, a paid order keeps its discount even past a lowered limit, the confirmation e-mail and the tax
 * invoice show it (GST on the discounted value).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DISCOUNT_MESSAGES as D } from '#domain/discounts';
import { AdminDiscountReply } from '#domain/schemas/discounts';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { CreateOrderReply, MyOrdersReply } from '#domain/schemas/orders';
import { discountRedemptions, paymentSessions } from '#server/db/schema';
import { completeSandbox, createOrder } from '#tests/helpers/buying';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { pdfText } from '#tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { getInvoice } from '../orders/invoice-helpers';
import { buyWithCode, categoryOf, checkoutWithCode, fillCart, makeCode } from './helpers';

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('discount codes at checkout, on the order, in the e-mail and on the invoice', () => {
  let t: TestApp;
  let mail: CapturedMail;
  let admin: TestUser;
  let ring: MadeProduct; // ₹50,000
  let studs: MadeProduct; // ₹20,000, another category
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail } });
    admin = await createUser(t.app, { role: 'admin' });
    ring = await createProduct(t.app, {
      title: 'Solitaire Ring',
      variants: [{ pricePaise: 5_000_000, stock: 50 }],
    });
    studs = await createProduct(t.app, {
      title: 'Pearl Studs',
      variants: [{ pricePaise: 2_000_000, stock: 50 }],
    });
  });
  afterAll(async () => t?.close());

  const sessionOf = async (id: string) =>
    (await t.app.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, id)))[0]!;
  const redemptions = async (orderId: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.orderId, orderId))
    )[0]!.n;

  it('refuses a code that does not apply (400 under discountCode) and opens nothing', async () => {
    const user = await createUser(t.app);
    await fillCart(t.app, user, [{ product: studs }]);
    await makeCode(t.app, admin, { code: 'ONLY-RINGS', categoryIds: [await categoryOf(t.app, ring)] });
    for (const [code, message] of [
      ['NO-SUCH-CODE', D.notFound],
      ['only-rings', D.notApplicable],
    ] as const) {
      const res = await checkoutWithCode(t.app, user, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors: [{ path: 'discountCode', message }] });
    }
    const [open] = await t.app.db
      .select({ n: count() })
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, user.id));
    expect(open!.n).toBe(0);
    // Blank is no code at all.
    expect((await checkoutWithCode(t.app, user, '  ')).statusCode).toBe(200);
  });

  it('the provider charges the discounted total; the order, the e-mail and the invoice show the code', async () => {
    await makeCode(t.app, admin, {
      code: 'RING-20',
      value: 20,
      categoryIds: [await categoryOf(t.app, ring)],
    });
    const user = await createUser(t.app, { name: 'Asha Menon' });
    await fillCart(t.app, user, [{ product: ring }, { product: studs }]);
    const res = await checkoutWithCode(t.app, user, 'ring-20');
    expect(res.statusCode, res.body).toBe(200);
    const { id } = CreateCheckoutReply.parse(res.json());
    const session = await sessionOf(id);
    // ₹70,000 less 20% of the ring (₹10,000): ₹60,000 charged.
    expect(session).toMatchObject({
      amountPaise: 6_000_000,
      discountCode: 'RING-20',
      discountPaise: 1_000_000,
    });
    expect(session.lines.map((l) => (l as { codeDiscountPaise?: number }).codeDiscountPaise)).toEqual([
      1_000_000,
      undefined,
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/${id}`,
      headers: user.headers,
    });
    expect(page.json().session).toMatchObject({
      amount: 60_000,
      discount: { code: 'RING-20', amount: 10_000 },
    });

    expect((await completeSandbox(t.app, user, id)).statusCode).toBe(200);
    const placed = await createOrder(t.app, user, id);
    const order = CreateOrderReply.parse(placed.json()).order;
    expect(order).toMatchObject({ totalAmount: 60_000, discountCode: 'RING-20', discount: 10_000 });
    // Asked again (a reload): the same order, the use still counted once.
    const again = CreateOrderReply.parse((await createOrder(t.app, user, id)).json());
    expect(again.order._id).toBe(order._id);
    expect(await redemptions(order._id)).toBe(1);
    const mine = MyOrdersReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: user.headers })).json(),
    );
    expect(mine.orders[0]).toMatchObject({ discountCode: 'RING-20', discount: 10_000, totalAmount: 60_000 });

    const confirmation = await mail.waitFor(user.email, /is confirmed/);
    expect(confirmation.text).toContain('Subtotal: ₹70,000.00');
    expect(confirmation.text).toContain('Discount (code RING-20): −₹10,000.00');
    expect(confirmation.text).toContain('Total: ₹60,000.00');
    expect(confirmation.html).toContain('Discount (code RING-20)');

    const text = squeeze(await pdfText((await getInvoice(t.app, order._id, user)).rawPayload));
    // The ring sold for ₹40,000: 40,000 / 1.03 = 38,834.95 taxable; the studs 20,000 / 1.03 = 19,417.48.
    expect(text).toMatch(/Solitaire Ring 7113 .* ₹38,834\.95/);
    expect(text).toMatch(/Pearl Studs 7113 .* ₹19,417\.48/);
    expect(text).toMatch(/Discount ₹9,708\.74 \(before GST\), incl\. code\s+RING-20/);
    expect(text).toMatch(/Value before discount ₹67,961\.17/);
    expect(text).toMatch(/Less discount code RING-20 −₹9,708\.74/);
    // GST on the discounted value: 1.5% of 58,252.43 = 873.79 each.
    expect(text).toMatch(/Taxable value ₹58,252\.43/);
    expect(text).toMatch(/CGST @ 1\.5% ₹873\.79/);
    expect(text).toMatch(/SGST @ 1\.5% ₹873\.79/);
    expect(text).toMatch(/Round off −₹0\.01/);
    expect(text).toMatch(/Total \(incl\. GST\) ₹60,000\.00/);
    expect(text).toContain('Rupees Sixty Thousand Only');
  });

  it('two shoppers racing for the last use: one checkout gets it, the other is told it is used up', async () => {
    await makeCode(t.app, admin, { code: 'LAST-ONE', usageLimit: 1 });
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    // Different pieces, so no variant lock orders the two checkouts: only the code's own lock does.
    await fillCart(t.app, a, [{ product: ring }]);
    await fillCart(t.app, b, [{ product: studs }]);
    const replies = await Promise.all([
      checkoutWithCode(t.app, a, 'LAST-ONE'),
      checkoutWithCode(t.app, b, 'LAST-ONE'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = replies.find((r) => r.statusCode === 400)!;
    expect(loser.json()).toMatchObject({ success: false, message: D.usedUp });
    // The winner pays: one order, one use, and the code is used up for everyone.
    const winner = replies[0]!.statusCode === 200 ? a : b;
    const { id } = CreateCheckoutReply.parse(replies.find((r) => r.statusCode === 200)!.json());
    await completeSandbox(t.app, winner, id);
    const order = CreateOrderReply.parse((await createOrder(t.app, winner, id)).json()).order;
    expect(await redemptions(order._id)).toBe(1);
    const c = await createUser(t.app);
    await fillCart(t.app, c, [{ product: ring }]);
    expect((await checkoutWithCode(t.app, c, 'last-one')).json()).toMatchObject({ message: D.usedUp });
  });

  it('a shopper’s own earlier checkout does not count against them; a paid one does (per customer)', async () => {
    await makeCode(t.app, admin, { code: 'ONCE-ONLY', perCustomerLimit: 1 });
    const user = await createUser(t.app);
    await fillCart(t.app, user, [{ product: studs }]);
    expect((await checkoutWithCode(t.app, user, 'ONCE-ONLY')).statusCode).toBe(200);
    const second = await checkoutWithCode(t.app, user, 'ONCE-ONLY'); // replaces the first
    expect(second.statusCode, second.body).toBe(200);
    const { id } = CreateCheckoutReply.parse(second.json());
    await completeSandbox(t.app, user, id);
    await createOrder(t.app, user, id);
    await fillCart(t.app, user, [{ product: studs }]);
    expect((await checkoutWithCode(t.app, user, 'ONCE-ONLY')).json()).toMatchObject({
      message: D.alreadyUsed,
    });
  });

  it('a payment already taken is honoured when the limit was lowered meanwhile: both orders keep the discount', async () => {
    const code = await makeCode(t.app, admin, { code: 'LOWERED', type: 'fixed', value: 1000, usageLimit: 2 });
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await fillCart(t.app, a, [{ product: studs }]);
    await fillCart(t.app, b, [{ product: studs }]);
    const ids = [];
    for (const u of [a, b]) {
      const res = await checkoutWithCode(t.app, u, 'LOWERED');
      expect(res.statusCode, res.body).toBe(200);
      ids.push(CreateCheckoutReply.parse(res.json()).id);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${code._id}`,
      headers: admin.headers,
      payload: { usageLimit: 1 },
    });
    expect(put.statusCode).toBe(200);
    const totals = [];
    for (const [i, u] of [a, b].entries()) {
      await completeSandbox(t.app, u, ids[i]!);
      const order = CreateOrderReply.parse((await createOrder(t.app, u, ids[i]!)).json()).order;
      totals.push([order.totalAmount, order.discount]);
    }
    expect(totals).toEqual([
      [19_000, 1000],
      [19_000, 1000],
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/discounts/${code._id}`,
      headers: admin.headers,
    });
    expect(AdminDiscountReply.parse(read.json()).discount).toMatchObject({ timesUsed: 2, status: 'used up' });
  });

  it('an order without a code has none', async () => {
    const user = await createUser(t.app);
    await fillCart(t.app, user, [{ product: studs }]);
    const res = await checkoutWithCode(t.app, user);
    const { id } = CreateCheckoutReply.parse(res.json());
    await completeSandbox(t.app, user, id);
    const order = CreateOrderReply.parse((await createOrder(t.app, user, id)).json()).order;
    expect(order).toMatchObject({ totalAmount: 20_000, discountCode: null, discount: 0 });
    expect(await redemptions(order._id)).toBe(0);
  });

  it('buyWithCode helper sanity: a fixed code on one piece', async () => {
    await makeCode(t.app, admin, { code: 'FIVE-HUNDRED', type: 'fixed', value: 500 });
    const order = await buyWithCode(t.app, await createUser(t.app), [{ product: studs }], 'five-hundred');
    expect(order).toMatchObject({ totalAmount: 19_500, discountCode: 'FIVE-HUNDRED', discount: 500 });
  });
});
