/**
 * What Stripe and Razorpay are asked to charge with a discount code (docs/decisions/099), through their official
 * SDKs against the local stubs: Stripe's line items are each reduced by their share (none negative; a line of
 * several pieces that does not divide evenly becomes one item at its total) and add up to the session's amount;
 * Razorpay's payment link asks for the discounted amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { paymentSessions } from '#server/db/schema';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { startRazorpayStub, type RazorpayStub } from '../payments/razorpay-stub';
import { startStripeStub, type StripeStub } from '../payments/stripe-stub';
import { createStripeTestApp } from '../payments/stripe-webhook';
import { checkoutWithCode, fillCart, makeCode } from './helpers';

async function sessionAmount(t: TestApp, providerSessionId: string) {
  const [row] = await t.app.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  return row!;
}

describe('Stripe Checkout with a discount code', () => {
  let stub: StripeStub;
  let t: TestApp;
  let admin: TestUser;
  let ring: MadeProduct;
  let studs: MadeProduct;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createStripeTestApp(stub);
    admin = await createUser(t.app, { role: 'admin' });
    ring = await createProduct(t.app, { title: 'Ring', variants: [{ pricePaise: 3_333_300, stock: 10 }] });
    studs = await createProduct(t.app, { title: 'Studs', variants: [{ pricePaise: 1_000_000, stock: 10 }] });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('reduces each line by its share; the items add up to the discounted amount', async () => {
    await makeCode(t.app, admin, { code: 'STRIPE-7', type: 'fixed', value: 7777.77 });
    const user = await createUser(t.app);
    await fillCart(t.app, user, [{ product: ring, quantity: 3 }, { product: studs }]);
    const before = stub.requests.length;
    const res = await checkoutWithCode(t.app, user, 'stripe-7');
    expect(res.statusCode, res.body).toBe(200);
    const { id } = CreateCheckoutReply.parse(res.json());
    const form = stub.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!.form;
    const items = [];
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i++)
      items.push({
        quantity: Number(form.get(`line_items[${i}][quantity]`)),
        unit: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
        description: form.get(`line_items[${i}][price_data][product_data][description]`) ?? '',
      });
    const session = await sessionAmount(t, id);
    // ₹99,999 + ₹10,000 = ₹1,09,999, less ₹7,777.77 = ₹1,02,221.23.
    expect(session.amountPaise).toBe(10_222_123);
    expect(session.discountPaise).toBe(777_777);
    expect(items.every((i) => i.unit > 0)).toBe(true);
    expect(items.reduce((sum, i) => sum + i.quantity * i.unit, 0)).toBe(session.amountPaise);
    expect(stub.sessions.get(id)!.amount_total).toBe(10_222_123);
    // The ring's 3 pieces do not share their reduced total evenly: one item at that total, named.
    expect(items[0]).toMatchObject({ quantity: 1 });
    expect(items[0]!.description).toContain('3 pieces · Code STRIPE-7 applied');
    expect(items[1]!.description).toContain('Code STRIPE-7 applied');
  });
});

describe('Razorpay Payment Links with a discount code', () => {
  let stub: RazorpayStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startRazorpayStub({
      keyId: 'rzp_test_AureliaStub01',
      keySecret: 'rzp_stub_key_secret_0123456789',
    });
    t = await createTestApp({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_AureliaStub01',
        RAZORPAY_KEY_SECRET: 'rzp_stub_key_secret_0123456789',
        RAZORPAY_WEBHOOK_SECRET: 'rzp_stub_webhook_secret_abcdef',
      },
      build: { payments: { razorpayApi: { baseUrl: stub.baseUrl }, timeoutMs: 400 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('asks for the discounted amount', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const bangle = await createProduct(t.app, { variants: [{ pricePaise: 6_450_000, stock: 10 }] });
    await makeCode(t.app, admin, { code: 'RZP-15', type: 'percent', value: 15 });
    const user = await createUser(t.app);
    await fillCart(t.app, user, [{ product: bangle, quantity: 2 }]);
    const before = stub.requests.length;
    const res = await checkoutWithCode(t.app, user, 'RZP-15');
    expect(res.statusCode, res.body).toBe(200);
    const { id } = CreateCheckoutReply.parse(res.json());
    const created = stub.requests
      .slice(before)
      .find((r) => r.method === 'POST' && r.path === '/v1/payment_links')!;
    // ₹1,29,000 less 15% (₹19,350) = ₹1,09,650.
    expect(created.body).toMatchObject({ amount: 10_965_000, currency: 'INR' });
    expect((await sessionAmount(t, id)).amountPaise).toBe(10_965_000);
    expect(stub.links.get(id)!.amount).toBe(10_965_000);
  });
});
