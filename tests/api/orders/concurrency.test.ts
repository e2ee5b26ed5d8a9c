import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, stockOf, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import { orderLines, orders } from '#server/db/schema';
import { queryRows } from '#server/db/client';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * 20 shoppers race for a variant with 5 in stock, each doing the whole flow at once: create-checkout → pay on
 * the sandbox → createOrder. A checkout holds its pieces against other shoppers' checkouts while it is being
 * paid (docs/decisions/032), so the 15 who come too late are refused AT CHECKOUT — before paying — with
 * "… is being checked out by other shoppers right now…" (or "… is out of stock…" once the first orders have
 * taken the stock). No one pays for a piece that is not there, so no order needs a refund.
 * (needs_refund remains the safety net when stock changes outside checkout: see create-order.test.ts.)
 */
describe(`20 concurrent checkouts of a variant with stock 5 (${DB})`, () => {
  let t: TestApp;
  let piece: MadeProduct;
  let shoppers: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, {
      title: 'Last Five Pendant',
      variants: [{ stock: 5, pricePaise: 1_500_000 }],
    });
    shoppers = [];
    for (let i = 0; i < 20; i++) {
      const user = await createUser(t.app);
      await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id });
      shoppers.push(user);
    }
  });
  afterAll(async () => t?.close());

  it('makes exactly 5 orders that take stock, leaves stock at 0 and never below', async () => {
    const outcomes = await Promise.all(
      shoppers.map(async (user) => {
        const checkout = await createCheckout(t.app, user);
        if (checkout.statusCode !== 200)
          return { stage: 'checkout', status: checkout.statusCode, body: checkout.json() };
        const { id } = checkout.json() as { id: string };
        const pay = await completeSandbox(t.app, user, id);
        expect(pay.statusCode).toBe(200);
        const order = await createOrder(t.app, user, id);
        expect(order.statusCode).toBe(200);
        return { stage: 'order', status: order.statusCode, body: order.json() };
      }),
    );

    const refusedAtCheckout = outcomes.filter((o) => o.stage === 'checkout');
    for (const r of refusedAtCheckout) {
      expect(r.status).toBe(409);
      expect([
        'Last Five Pendant is being checked out by other shoppers right now. Please try again in a few minutes.',
        'Last Five Pendant is out of stock. Please remove it from your cart.',
      ]).toContain(r.body.message);
    }
    const made = await t.app.db
      .select({ id: orders.id, needsRefund: orders.needsRefund, reason: orders.refundReason })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.variantId, piece.variants[0]!.id));

    expect(made).toHaveLength(5);
    expect(made.filter((o) => o.needsRefund)).toEqual([]);
    expect(refusedAtCheckout).toHaveLength(15);
    expect(await stockOf(t.app, piece.variants[0]!.id)).toBe(0);
    // Every paid session has exactly one order.
    expect(new Set(outcomes.filter((o) => o.stage === 'order').map((o) => o.body.order._id)).size).toBe(5);
    const [negative] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from variants where stock < 0`,
    );
    expect(negative!.n).toBe(0);
    console.info(
      `[${DB}] 20 shoppers, stock 5: ${made.length} orders took stock, ` +
        `${refusedAtCheckout.length} refused at checkout, 0 flagged needs_refund`,
    );

    // Once the stock is gone, the next shopper is refused at checkout and pays nothing.
    const late = await createUser(t.app);
    const add = await addToCart(t.app, late, { productId: piece.id, variantId: piece.variants[0]!.id });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('This item is currently out of stock.');
  });
});
