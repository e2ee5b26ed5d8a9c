/**
 * GST invoice numbers (docs/decisions/093): every paid order gets the next number of its financial year's series,
 * `AUR/26-27/000001`, consecutive whatever happens — orders paid at once, an attempt that fails half-way — and a
 * new series opens on 1 April in the shop's time zone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { financialYearOf } from '#domain/invoice-number';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { queryRows } from '#server/db/client';
import { addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { buy } from './invoice-helpers';

async function invoiceNumbers(app: FastifyInstance): Promise<string[]> {
  const rows = await queryRows<{ n: string }>(
    app.db,
    sql`select invoice_number as n from orders order by order_number`,
  );
  return rows.map((r) => r.n);
}

const serial = (invoiceNumber: string) => Number(invoiceNumber.split('/')[2]);

describe('invoice numbers', () => {
  let t: TestApp;
  let piece: MadeProduct;
  const fy = financialYearOf(new Date(), 'Asia/Kolkata').label;
  beforeAll(async () => {
    t = await createTestApp();
    piece = await createProduct(t.app, { title: 'Kundan Jhumkas', variants: [{ stock: 200 }] });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const one = (user: TestUser) =>
    buy(t.app, user, [{ productId: piece.id, variantId: piece.variants[0]!.id }]);

  it('gives a paid order the first number of the financial year, 16 characters, with its date', async () => {
    const before = Date.now();
    const order = await one(await createUser(t.app));
    expect(order.invoiceNumber).toBe(`AUR/${fy}/000001`);
    expect(order.invoiceNumber).toHaveLength(16);
    expect(Date.parse(order.invoiceDate!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await invoiceNumbers(t.app)).toEqual([`AUR/${fy}/000001`]);
  });

  it('has no gap when many orders are paid at once', async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    const orders = await Promise.all(shoppers.map(one));
    const serials = orders.map((o) => serial(o.invoiceNumber!)).sort((a, b) => a - b);
    expect(serials).toEqual([2, 3, 4, 5, 6, 7]);
    // In order-number order too: whoever took the order number first took the invoice number first.
    expect((await invoiceNumbers(t.app)).map(serial)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives back the number of an order that fails half-way', async () => {
    await t.app.db.execute(sql`create sequence if not exists invoice_fail_once_seq`);
    await t.app.db
      .execute(sql`create or replace function invoice_fail_once() returns trigger language plpgsql as $$
      begin if nextval('invoice_fail_once_seq') = 1 then raise exception 'injected failure'; end if; return new; end $$`);
    await t.app.db.execute(
      sql`create trigger invoice_fail_once before insert on order_lines for each row execute function invoice_fail_once()`,
    );
    const user = await createUser(t.app);
    try {
      await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id });
      const { id } = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json());
      // The payment page records the payment; making its order fails once (the page still answers).
      expect((await completeSandbox(t.app, user, id)).statusCode).toBe(200);
      expect(await invoiceNumbers(t.app)).toHaveLength(7);
      // The success page makes it, with the number the failed attempt gave back.
      const placed = await createOrder(t.app, user, id);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().order.invoiceNumber).toBe(`AUR/${fy}/000008`);
    } finally {
      await t.app.db.execute(sql`drop trigger invoice_fail_once on order_lines`);
    }
    expect((await invoiceNumbers(t.app)).map(serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('opens a new series at midnight between 31 March and 1 April in India, not in UTC', async () => {
    const payAt = async (moment: string) => {
      const user = await createUser(t.app);
      await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id });
      const { id } = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json());
      // Only the server's clock moves; the checkout was opened now.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(moment));
      try {
        await completeSandbox(t.app, user, id);
        return (await createOrder(t.app, user, id)).json().order as {
          invoiceNumber: string;
          invoiceDate: string;
        };
      } finally {
        vi.useRealTimers();
      }
    };
    // 23:59:30 on 31 March 2026 in India (18:29:30 UTC): the last days of financial year 2025-26.
    const march = await payAt('2026-03-31T18:29:30Z');
    expect(march.invoiceNumber).toBe('AUR/25-26/000001');
    expect(march.invoiceDate).toBe('2026-03-31T18:29:30.000Z');
    // 00:00:30 on 1 April 2026 in India, still 31 March in UTC: financial year 2026-27, whose series goes on.
    const april = await payAt('2026-03-31T18:30:30Z');
    expect(april.invoiceNumber).toBe('AUR/26-27/000009');
    const marchAgain = await payAt('2026-03-31T18:29:59Z');
    expect(marchAgain.invoiceNumber).toBe('AUR/25-26/000002');
  });

  it('starts a missing series after the highest number already printed in that year', async () => {
    await t.app.db.execute(sql`delete from counters where name like 'invoice:%'`);
    const order = await one(await createUser(t.app));
    expect(order.invoiceNumber).toBe(`AUR/${fy}/000010`);
  });
});

describe('invoice numbers with a longer prefix', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('pads the serial to 16 characters in all', async () => {
    t = await createTestApp({ env: { INVOICE_PREFIX: 'AUR-M' } });
    const piece = await createProduct(t.app);
    const order = await buy(t.app, await createUser(t.app), [
      { productId: piece.id, variantId: piece.variants[0]!.id },
    ]);
    const fy = financialYearOf(new Date(), 'Asia/Kolkata').label;
    expect(order.invoiceNumber).toBe(`AUR-M/${fy}/0001`);
    expect(order.invoiceNumber).toHaveLength(16);
  });
});
