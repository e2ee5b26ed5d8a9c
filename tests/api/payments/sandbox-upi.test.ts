/**
 * The test provider's UPI tab (src/domain/test-upi.ts): Razorpay's test VPAs — success@razorpay pays,
 * failure@razorpay is declined — and the server, not the page, decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import { CreateCheckoutReply, SandboxCompleteReply } from '#domain/schemas/payments';
import { UPI_MESSAGES } from '#domain/test-upi';
import { orders, paymentSessions } from '#server/db/schema';

describe('the test provider: paying by UPI on the sandbox page', () => {
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, {
      title: 'Mangalsutra',
      variants: [{ stock: 50, pricePaise: 3_100_000 }],
    });
  });
  afterAll(async () => t?.close());

  async function checkout(): Promise<{ user: TestUser; id: string }> {
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id });
    const { id } = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json());
    return { user, id };
  }
  const statusOf = async (id: string) =>
    (await t.app.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, id)))[0]!
      .status;
  const ordersOf = (id: string) => t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id));
  const payUpi = (user: TestUser, id: string, vpa: string) =>
    completeSandbox(t.app, user, id, { outcome: 'paid', method: 'upi', vpa });

  it('success@razorpay pays: the order is made at once and the shopper goes to the success page', async () => {
    const { user, id } = await checkout();
    const before = await stockOf(t.app, piece.variants[0]!.id);
    const res = await payUpi(user, id, 'Success@Razorpay');
    expect(res.statusCode).toBe(200);
    expect(SandboxCompleteReply.parse(res.json())).toEqual({
      success: true,
      outcome: 'paid',
      message: 'Payment received.',
      redirectUrl: `/payment-success?session_id=${id}`,
    });
    expect(await statusOf(id)).toBe('paid');
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await stockOf(t.app, piece.variants[0]!.id)).toBe(before - 1);
    expect((await createOrder(t.app, user, id)).json()).toMatchObject({ created: false });
  });

  it('failure@razorpay is declined: the session closes, no order, back to /payment-cancel', async () => {
    const { user, id } = await checkout();
    const res = await payUpi(user, id, 'failure@razorpay');
    expect(res.statusCode).toBe(200);
    expect(SandboxCompleteReply.parse(res.json())).toEqual({
      success: true,
      outcome: 'declined',
      message: UPI_MESSAGES.declined,
      redirectUrl: '/payment-cancel',
    });
    expect(await statusOf(id)).toBe('declined');
    expect((await payUpi(user, id, 'success@razorpay')).statusCode).toBe(409);
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('the server decides from the UPI ID: none, a malformed or a real-looking one leave the session open', async () => {
    const { user, id } = await checkout();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ outcome: 'paid', method: 'upi' }, UPI_MESSAGES.vpaRequired],
      [{ outcome: 'paid', method: 'upi', vpa: 'asha' }, UPI_MESSAGES.vpaInvalid],
      [{ outcome: 'paid', method: 'upi', vpa: 'asha.menon@okicici' }, UPI_MESSAGES.notATestVpa],
      // A card number is no UPI ID, and a UPI ID is no card.
      [
        { outcome: 'paid', method: 'upi', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
        UPI_MESSAGES.vpaRequired,
      ],
      [{ outcome: 'paid', vpa: 'success@razorpay' }, 'Your card number is incomplete.'],
      [{ outcome: 'paid', method: 'netbanking', vpa: 'success@razorpay' }, 'Method must be card or upi.'],
    ];
    for (const [body, message] of cases) {
      const res = await completeSandbox(t.app, user, id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const field = await payUpi(user, id, 'asha.menon@okicici');
    expect(field.json().errors).toEqual([{ path: 'vpa', message: UPI_MESSAGES.notATestVpa }]);
    expect(await statusOf(id)).toBe('open');
    expect(await ordersOf(id)).toHaveLength(0);
  });
});
