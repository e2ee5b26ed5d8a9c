/**
 * Shared steps of the after-sale tests (fulfil, status, cancel, refund, timeline): an app whose mail is captured,
 * an admin, a piece in stock, an order bought through the real flow, and the admin's calls.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { buyCart, fillCart } from '#tests/helpers/buying';
import type { OrderDto } from '#domain/schemas/orders';
import { AdminOrdersReply, type AdminOrderDto } from '#domain/schemas/admin-orders';
import { orderEvents, refunds } from '#server/db/schema';
import type { BuildOptions } from '#server/app';

export interface AfterSaleContext {
  t: TestApp;
  app: FastifyInstance;
  mail: CapturedMail;
  admin: TestUser;
  piece: MadeProduct;
}

/** ₹50,000 a piece, 20 in stock. */
export async function setupAfterSale(
  build: BuildOptions = {},
  env?: Record<string, string>,
): Promise<AfterSaleContext> {
  const mail = captureMail();
  const t = await createTestApp({ build: { mailer: mail, ...build }, ...(env ? { env } : {}) });
  const admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
  const piece = await createProduct(t.app, {
    title: 'Solitaire Pendant',
    variants: [{ material: 'Yellow Gold', purity: '22KT', sizes: [], stock: 20, pricePaise: 5_000_000 }],
  });
  return { t, app: t.app, mail, admin, piece };
}

/** A shopper buys `quantity` pieces through the test provider; answers the order and the shopper. */
export async function buy(
  ctx: AfterSaleContext,
  quantity = 1,
  shopper?: TestUser,
): Promise<{ order: OrderDto; shopper: TestUser }> {
  const user = shopper ?? (await createUser(ctx.app, { name: 'Asha Menon' }));
  await fillCart(ctx.app, user, [
    { productId: ctx.piece.id, variantId: ctx.piece.variants[0]!.id, quantity },
  ]);
  return { order: await buyCart(ctx.app, user), shopper: user };
}

/** An admin call with a JSON body (or none). */
export function adminCall(
  ctx: AfterSaleContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = ctx.admin.headers,
) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** The admin's view of one order (from the orders list). */
export async function adminOrder(ctx: AfterSaleContext, orderNumber: number): Promise<AdminOrderDto> {
  const res = await adminCall(ctx, 'GET', `/api/order/getallorders?q=${orderNumber}`);
  expect(res.statusCode).toBe(200);
  const found = AdminOrdersReply.parse(res.json()).orders.find((o) => o.orderNumber === orderNumber);
  expect(found).toBeDefined();
  return found!;
}

export const eventsOf = (ctx: AfterSaleContext, orderId: string) =>
  ctx.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

export const refundsOf = (ctx: AfterSaleContext, orderId: string) =>
  ctx.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));

export const FULFIL = {
  carrier: 'Blue Dart',
  trackingNumber: 'BD123456789IN',
  trackingUrl: 'https://www.bluedart.com/tracking?awb=BD123456789IN',
};
