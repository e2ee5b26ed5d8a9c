/**
 * Turns ONE paid payment session into ONE order — the only place orders are made, called by createOrder (the
 * shopper's return), the Stripe webhook and the test provider's Pay. See docs/decisions/031 and 032.
 *
 * - Exactly once: the order insert is `ON CONFLICT (payment_session_id) DO NOTHING`; whoever loses the race
 *   (a reload, the webhook arriving with the browser) waits for the winner's commit and reads its order.
 * - Stock is taken in the same transaction by conditional updates (`stock = stock - q WHERE stock >= q`), in
 *   variant order so two orders never deadlock; it can never go negative.
 * - A paid order is never lost: a line whose stock ran out between payment and order is still recorded, and the
 *   order is flagged `needs_refund` with a reason for the admin.
 * - Afterwards (only for the call that made it): the purchased lines leave the shopper's cart, the shopper and
 *   the shop are mailed, and catalogue caches hear that stock changed.
 */
import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderDto } from '../../../domain/schemas/orders';
import type { Tx } from '../../db/client';
import { cartLines, carts, orderLines, orders, users, variants, type SnapshotLine } from '../../db/schema';
import { orderConfirmationMail } from '../../lib/mail/templates/order-confirmation';
import { orderNotificationMail } from '../../lib/mail/templates/order-notification';
import type { OrderMailData } from '../../lib/mail/templates/order-details';
import type { PaymentSessionRow } from '../payments/session-store';
import { loadOrders } from './order-queries';

export interface PlacedOrder {
  order: OrderDto;
  /** false when the order existed already (this call changed nothing). */
  created: boolean;
}

interface Made {
  orderId: string;
  created: boolean;
  mail?: OrderMailData;
  tookStock: boolean;
}

const describeLine = (l: SnapshotLine) =>
  `${l.name} (SKU ${l.sku}${l.selectedSize ? `, size ${l.selectedSize}` : ''})`;

/** Takes each line's pieces if they are there; returns the reasons of the lines that could not be served. */
async function takeStock(tx: Tx, lines: SnapshotLine[]): Promise<{ short: string[]; took: number }> {
  const short: string[] = [];
  let took = 0;
  const ordered = [...lines].sort((a, b) =>
    a.variantId === b.variantId
      ? a.selectedSize.localeCompare(b.selectedSize)
      : a.variantId < b.variantId
        ? -1
        : 1,
  );
  for (const line of ordered) {
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${line.quantity}` })
      .where(and(eq(variants.id, line.variantId), gte(variants.stock, line.quantity)))
      .returning({ stock: variants.stock });
    if (taken.length) {
      took++;
      continue;
    }
    const [left] = await tx
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, line.variantId));
    short.push(
      left
        ? `${describeLine(line)}: ${line.quantity} paid for, ${left.stock} in stock`
        : `${describeLine(line)}: no longer in the catalogue`,
    );
  }
  return { short, took };
}

/** The purchased (variant, size) lines leave the shopper's cart; anything added since stays. */
async function clearPurchasedLines(tx: Tx, userId: string, lines: SnapshotLine[]): Promise<void> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart || !lines.length) return;
  const pairs = lines.map(
    (l) => and(eq(cartLines.variantId, l.variantId), eq(cartLines.selectedSize, l.selectedSize)) as SQL,
  );
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), or(...pairs)));
}

async function makeOrder(tx: Tx, session: PaymentSessionRow): Promise<Made> {
  const [account] = session.userId
    ? await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, session.userId))
    : [];
  const customerName = account?.name ?? session.shippingAddress.fullName;
  const customerEmail = session.customerEmail ?? account?.email ?? '';
  const inserted = await tx
    .insert(orders)
    .values({
      userId: session.userId,
      paymentSessionId: session.id,
      stripeSessionId: session.providerSessionId,
      totalPaise: session.amountPaise,
      shippingAddress: session.shippingAddress,
      customerName,
      customerEmail,
    })
    .onConflictDoNothing({ target: orders.paymentSessionId })
    .returning({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt });
  const row = inserted[0];
  if (!row) {
    // Someone else made it (and has committed: the insert waited for them). Read theirs.
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentSessionId, session.id));
    return { orderId: existing!.id, created: false, tookStock: false };
  }

  const { short, took } = await takeStock(tx, session.lines);
  await tx.insert(orderLines).values(
    session.lines.map((l, position) => ({
      orderId: row.id,
      position,
      productId: l.productId,
      variantId: l.variantId,
      nameAtPurchase: l.name,
      mainImageAtPurchase: l.image,
      priceAtPurchasePaise: l.unitPricePaise,
      quantity: l.quantity,
      material: l.material,
      purity: l.purity,
      selectedSize: l.selectedSize,
      sku: l.sku,
    })),
  );
  const refundReason = short.length ? `Out of stock when the order was made — ${short.join('; ')}.` : null;
  if (refundReason) {
    await tx.update(orders).set({ needsRefund: true, refundReason }).where(eq(orders.id, row.id));
  }
  if (session.userId) await clearPurchasedLines(tx, session.userId, session.lines);
  return {
    orderId: row.id,
    created: true,
    tookStock: took > 0,
    mail: {
      orderNumber: row.orderNumber,
      orderId: row.id,
      createdAt: row.createdAt,
      customerName,
      customerEmail,
      lines: session.lines,
      totalPaise: session.amountPaise,
      shippingAddress: session.shippingAddress,
      needsRefund: !!refundReason,
      refundReason,
    },
  };
}

async function sendOrderMails(app: FastifyInstance, data: OrderMailData): Promise<void> {
  const messages = [orderNotificationMail(data, app.config.mail.shopEmail, app.config.appUrl)];
  if (data.customerEmail) messages.unshift(orderConfirmationMail(data, app.config.appUrl));
  const results = await Promise.allSettled(messages.map((m) => app.mailer.send(m)));
  for (const r of results) {
    // The order stands; a mail that failed is logged for the shop to follow up.
    if (r.status === 'rejected')
      app.log.error({ err: r.reason, order: data.orderNumber }, 'order e-mail failed');
  }
}

/** Makes (or finds) the order of a session already known to be paid. */
export async function placeOrder(app: FastifyInstance, session: PaymentSessionRow): Promise<PlacedOrder> {
  if (session.status !== 'paid') throw new Error(`placeOrder called for a ${session.status} session`);
  const made = await app.db.transaction((tx) => makeOrder(tx, session));
  if (made.created) {
    if (made.tookStock) await app.catalogEvents.changed('stock');
    if (made.mail) await sendOrderMails(app, made.mail);
    app.log.info({ orderId: made.orderId, session: session.id }, 'order placed');
  }
  const [order] = await loadOrders(app.db, eq(orders.id, made.orderId));
  return { order: order!, created: made.created };
}
