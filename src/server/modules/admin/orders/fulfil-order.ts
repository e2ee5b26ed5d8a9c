/**
 * PUT /api/order/{id}/fulfil — "Mark as shipped" (docs/decisions/097): the carrier, tracking number and link, and
 * optionally the pieces' HUIDs (checked and saved as PUT /huids does, in the same transaction). The order becomes
 * Shipped and the shopper is e-mailed the tracking details. A cancelled, delivered or fully refunded order cannot
 * ship (409). Sent again for a shipped order, it corrects the tracking and e-mails the shopper the new details;
 * `shippedAt` keeps the first day it left.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { orders } from '#server/db/schema';
import { conflict } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import type { Actor } from '#server/lib/orders/events';
import { sendAfterSaleMail } from './after-sale-mail';
import { lockOrder, moveOrder } from './order-lock';
import { loadOrder } from './order-queries';
import { saveHuids } from './record-huids';

export interface FulfilRequest {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  huids?: Record<string, string[]>;
}

export async function fulfilOrder(
  app: FastifyInstance,
  queue: MailQueue,
  orderId: string,
  input: FulfilRequest,
  by: Actor,
) {
  const row = await app.db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, orderId);
    if (order.status === 'Cancelled') throw conflict(AS.shipCancelled(order.orderNumber));
    if (order.status === 'Delivered') throw conflict(AS.shipDelivered(order.orderNumber));
    if (order.refundedPaise >= order.totalPaise) throw conflict(AS.shipRefunded(order.orderNumber));
    if (input.huids && Object.keys(input.huids).length) await saveHuids(tx, order.id, input.huids, by);
    const tracking = {
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl,
    };
    return moveOrder(
      tx,
      order,
      { status: 'Shipped', ...tracking, shippedAt: sql`coalesce(${orders.shippedAt}, now())` },
      { type: 'shipped', by, detail: tracking },
    );
  });
  sendAfterSaleMail(app, queue, row, { kind: 'shipped' });
  const order = (await loadOrder(app.db, row.id))!;
  return { order, message: AS.shipped(order.orderNumber) };
}
