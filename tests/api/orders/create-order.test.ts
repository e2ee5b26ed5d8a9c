import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, setStock, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout, createOrder, readOutbox } from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { CreateOrderReply } from '#domain/schemas/orders';
import { orderLines, orders } from '#server/db/schema';

describe('createOrder: one paid session becomes one order', () => {
  let t: TestApp;
  let ring: MadeProduct;
  let studs: MadeProduct;
  const catalogChanges: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.app.catalogEvents.onChange((what) => catalogChanges.push(what));
    ring = await createProduct(t.app, {
      title: 'Trilogy Ring',
      variants: [
        {
          material: 'Yellow Gold',
          purity: '22KT',
          sizes: ['7'],
          pricePaise: 6_000_000,
          discountType: 'percentage',
          discountValue: 500,
          stock: 20,
          images: ['/uploads/test/trilogy.webp'],
        },
      ],
    });
    studs = await createProduct(t.app, {
      title: 'Diamond Studs',
      variants: [{ stock: 20, pricePaise: 2_000_000 }],
    });
  });
  afterAll(async () => t?.close());

  /** Cart → checkout (not yet paid). */
  async function checkout(user?: TestUser): Promise<{ user: TestUser; id: string }> {
    const shopper = user ?? (await createUser(t.app));
    await addToCart(t.app, shopper, {
      productId: ring.id,
      variantId: ring.variants[0]!.id,
      quantity: 2,
      price: 5,
    });
    await addToCart(t.app, shopper, { productId: studs.id, variantId: studs.variants[0]!.id });
    const res = await createCheckout(t.app, shopper);
    expect(res.statusCode).toBe(200);
    return { user: shopper, id: CreateCheckoutReply.parse(res.json()).id };
  }
  /** Marks the session paid without making the order (as the Stripe provider would before the shopper returns). */
  async function paidSession(): Promise<{ user: TestUser; id: string }> {
    const s = await checkout();
    const { paymentSessions } = await import('#server/db/schema');
    await t.app.db
      .update(paymentSessions)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(paymentSessions.providerSessionId, s.id));
    return s;
  }
  const ordersOf = (id: string) => t.app.db.select().from(orders).where(eq(orders.stripeSessionId, id));

  it('makes the order from the snapshot, ignoring the body, takes the stock and clears the cart', async () => {
    const { user, id } = await paidSession();
    const ringStock = await stockOf(t.app, ring.variants[0]!.id);
    const studStock = await stockOf(t.app, studs.variants[0]!.id);
    const changesBefore = catalogChanges.length;

    const res = await createOrder(t.app, user, id);
    expect(res.statusCode).toBe(200);
    const { order, created, message } = CreateOrderReply.parse(res.json());
    expect(created).toBe(true);
    expect(message).toBe('Order placed successfully!');
    expect(order).toMatchObject({
      status: 'Placed',
      totalAmount: 2 * 57_000 + 20_000,
      paymentMethod: 'Card',
      paymentStatus: 'Paid',
      stripeSessionId: id,
      shippingAddress: { city: 'Mumbai', zipCode: '400002', phoneNumber: '9876543210' },
    });
    expect(order.orderNumber).toBeGreaterThanOrEqual(100001);
    expect(order.cartItems).toEqual([
      {
        productId: ring.id,
        variantId: ring.variants[0]!.id,
        quantity: 2,
        priceAtPurchase: 57_000,
        nameAtPurchase: 'Trilogy Ring',
        mainImageAtPurchase: '/uploads/test/trilogy.webp',
        material: 'Yellow Gold',
        purity: '22KT',
        selectedSize: '7',
        sku: ring.variants[0]!.sku,
        weightGrams: 0,
        huids: [],
      },
      expect.objectContaining({ productId: studs.id, quantity: 1, priceAtPurchase: 20_000 }),
    ]);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(ringStock - 2);
    expect(await stockOf(t.app, studs.variants[0]!.id)).toBe(studStock - 1);
    expect(catalogChanges.slice(changesBefore)).toEqual(['stock']);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers });
    expect(cart.json().cart.items).toEqual([]);
  });

  it('answers the same paid session again with the same order — never a second one', async () => {
    const { user, id } = await paidSession();
    const first = CreateOrderReply.parse((await createOrder(t.app, user, id)).json());
    const stock = await stockOf(t.app, ring.variants[0]!.id);
    const again = await createOrder(t.app, user, id);
    expect(again.statusCode).toBe(200);
    const second = CreateOrderReply.parse(again.json());
    expect(second).toMatchObject({ created: false, message: 'Your order has already been placed.' });
    expect(second.order).toEqual(first.order);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(stock);

    // Five reloads at once: still one order.
    const burst = await Promise.all(Array.from({ length: 5 }, () => createOrder(t.app, user, id)));
    expect(new Set(burst.map((r) => r.json().order._id))).toEqual(new Set([first.order._id]));
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('refuses an unpaid, cancelled or unknown session, and a missing id', async () => {
    const open = await checkout();
    let res = await createOrder(t.app, open.user, open.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Payment has not been completed for this session.');

    const cancelled = await checkout();
    await completeSandbox(t.app, cancelled.user, cancelled.id, { outcome: 'cancelled' });
    res = await createOrder(t.app, cancelled.user, cancelled.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment was cancelled.');

    res = await createOrder(t.app, open.user, 'sbx_00000000000000000000000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment session not found.');

    res = await t.app.inject({
      method: 'POST',
      url: '/api/order/createOrder',
      headers: open.user.headers,
      payload: { cartItems: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment session is missing.');
    expect(await ordersOf(open.id)).toHaveLength(0);
    expect(await ordersOf(cancelled.id)).toHaveLength(0);
  });

  it("refuses another shopper's paid session (as if unknown) and makes no order for it", async () => {
    const { id } = await paidSession();
    const thief = await createUser(t.app);
    const res = await createOrder(t.app, thief, id);
    expect(res.statusCode).toBe(404);
    expect(await ordersOf(id)).toHaveLength(0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/order/createOrder',
          payload: { stripeSessionId: id },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('records the order, flagged needs_refund with a reason, when stock ran out between payment and order', async () => {
    const rare = await createProduct(t.app, {
      title: 'One-off Brooch',
      variants: [{ stock: 1, pricePaise: 9_900_000 }],
    });
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: rare.id, variantId: rare.variants[0]!.id });
    await addToCart(t.app, user, { productId: studs.id, variantId: studs.variants[0]!.id });
    const { id } = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json());
    await setStock(t.app, rare.variants[0]!.id, 0); // sold in the shop while the shopper typed the card
    const studStock = await stockOf(t.app, studs.variants[0]!.id);

    const res = await completeSandbox(t.app, user, id);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ needsRefund: true, totalPaise: 9_900_000 + 2_000_000 });
    expect(order!.refundReason).toBe(
      `Out of stock when the order was made — One-off Brooch (SKU ${rare.variants[0]!.sku}): 1 paid for, 0 in stock.`,
    );
    expect(await stockOf(t.app, rare.variants[0]!.id)).toBe(0);
    // The line that could be served took its stock; both lines are on the order.
    expect(await stockOf(t.app, studs.variants[0]!.id)).toBe(studStock - 1);
    expect(await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))).toHaveLength(2);

    const mails = await readOutbox(t.dataDir);
    const shop = mails.find(
      (m) => m.to === t.config.mail.shopEmail && m.body.includes(`#${order!.orderNumber}`),
    )!;
    expect(shop.subject).toBe(`[Needs refund] New order #${order!.orderNumber} from Asha Menon`);
    expect(shop.body).toContain('NEEDS REFUND OR RESTOCK');
    const mine = mails.find((m) => m.to === user.email)!;
    expect(mine.body).toContain('sold out moments before your payment completed');
  });

  it('mails the shopper a confirmation and the shop a notification', async () => {
    const { user, id } = await paidSession();
    const { order } = CreateOrderReply.parse((await createOrder(t.app, user, id)).json());
    const mails = await readOutbox(t.dataDir);
    const confirmation = mails.filter((m) => m.to === user.email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toBe(`Your Aurelia order #${order.orderNumber} is confirmed`);
    for (const text of [
      'Trilogy Ring',
      'Yellow Gold · 22KT · Size 7',
      'Diamond Studs',
      '₹1,14,000.00', // 2 × ₹57,000
      'Total: ₹1,34,000.00',
      '12, Marine Drive',
      'Mumbai, Maharashtra 400002',
      '/profile?tab=orders',
    ]) {
      expect(confirmation[0]!.body).toContain(text);
    }
    const shop = mails.filter(
      (m) =>
        m.to === t.config.mail.shopEmail && m.subject === `New order #${order.orderNumber} from Asha Menon`,
    );
    expect(shop).toHaveLength(1);
    expect(shop[0]!.body).toContain(user.email);
    expect(shop[0]!.body).toContain('Total: ₹1,34,000.00');
    // A repeat of createOrder sends nothing more.
    await createOrder(t.app, user, id);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('clears only the purchased lines from the cart: a piece added after checkout stays', async () => {
    const { user, id } = await checkout();
    const extra = await createProduct(t.app, { title: 'Charm' });
    await addToCart(t.app, user, { productId: extra.id, variantId: extra.variants[0]!.id });
    await completeSandbox(t.app, user, id);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers });
    expect(cart.json().cart.items.map((i: { name: string }) => i.name)).toEqual(['Charm']);
  });
});
