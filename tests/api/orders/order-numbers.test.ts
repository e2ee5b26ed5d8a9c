/**
 * Order numbers are consecutive whatever path places the order (docs/decisions/086): the test payment page, the
 * success page's createOrder, Stripe's webhook, retries and races, and an attempt that fails half-way. Before, the
 * test page placed the order and the success page's repeat of the insert burnt a sequence value (#100001 then
 * #100004).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { queryRows } from '#server/db/client';
import { startStripeStub, type StripeStub } from '../payments/stripe-stub';
import { createStripeTestApp, postSignedWebhook, stripeEvent } from '../payments/stripe-webhook';

async function orderNumbers(app: FastifyInstance): Promise<number[]> {
  const rows = await queryRows<{ n: number }>(app.db, sql`select order_number as n from orders order by 1`);
  return rows.map((r) => Number(r.n));
}
function expectConsecutive(numbers: number[], count: number) {
  expect(numbers).toHaveLength(count);
  expect(numbers).toEqual(Array.from({ length: count }, (_, i) => 100001 + i));
}
async function shopperWithBag(
  app: FastifyInstance,
  piece: MadeProduct,
): Promise<{ user: TestUser; id: string }> {
  const user = await createUser(app);
  await addToCart(app, user, { productId: piece.id, variantId: piece.variants[0]!.id });
  const res = await createCheckout(app, user);
  expect(res.statusCode, res.body).toBe(200);
  return { user, id: CreateCheckoutReply.parse(res.json()).id };
}

describe('order numbers with the test provider', () => {
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, { title: 'Temple Necklace', variants: [{ stock: 100 }] });
  });
  afterAll(async () => t?.close());

  it('has no gap when the payment page and the success page place the same orders at once, again and again', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopperWithBag(t.app, piece)));
    await Promise.all(
      shoppers.map(async ({ user, id }) => {
        await Promise.all([completeSandbox(t.app, user, id), createOrder(t.app, user, id)]);
        // The success page's createOrder, a reload, and a retry.
        await Promise.all([createOrder(t.app, user, id), createOrder(t.app, user, id)]);
        expect((await createOrder(t.app, user, id)).statusCode).toBe(200);
      }),
    );
    expectConsecutive(await orderNumbers(t.app), 8);
  });

  it('gives back the number of an attempt that fails half-way', async () => {
    // The first order line written after this fails once, inside the order's transaction.
    await t.app.db.execute(sql`create sequence if not exists fail_once_seq`);
    await t.app.db.execute(sql`create or replace function fail_once() returns trigger language plpgsql as $$
      begin if nextval('fail_once_seq') = 1 then raise exception 'injected failure'; end if; return new; end $$`);
    await t.app.db.execute(
      sql`create trigger fail_once before insert on order_lines for each row execute function fail_once()`,
    );
    try {
      const { user, id } = await shopperWithBag(t.app, piece);
      // The payment page records the payment; its order fails (the page still answers paid).
      expect((await completeSandbox(t.app, user, id)).statusCode).toBe(200);
      // The success page makes it.
      expect((await createOrder(t.app, user, id)).statusCode).toBe(200);
    } finally {
      await t.app.db.execute(sql`drop trigger fail_once on order_lines`);
    }
    expectConsecutive(await orderNumbers(t.app), 9);
  });
});

describe('order numbers with Stripe (webhook and success page racing)', () => {
  let stub: StripeStub;
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createStripeTestApp(stub, { timeoutMs: 2000 });
    piece = await createProduct(t.app, { title: 'Polki Choker', variants: [{ stock: 100 }] });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('has no gap when webhooks (delivered twice) and returns arrive together', async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopperWithBag(t.app, piece)));
    await Promise.all(
      shoppers.map(async ({ user, id }) => {
        const paid = stub.pay(id);
        const payload = stripeEvent('checkout.session.completed', paid);
        await Promise.all([
          postSignedWebhook(t.app, payload),
          createOrder(t.app, user, id),
          postSignedWebhook(t.app, payload),
          createOrder(t.app, user, id),
        ]);
      }),
    );
    expectConsecutive(await orderNumbers(t.app), 6);
  });
});
