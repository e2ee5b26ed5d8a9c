/**
 * Turns ONE paid payment session into ONE order — the only place orders are made, called by createOrder (the
 * shopper's return), the Stripe webhook and the test provider's Pay. See docs/decisions/031 and 032.
 *
 * - Exactly once: the session's row is locked first; whoever comes second (a reload, the webhook arriving with
 *   the browser) waits for the winner's commit and reads its order. The unique payment_session_id backs it up.
 * - Order numbers are consecutive (db/counters.ts): taken in this transaction, given back if it fails. So is
 *   the GST invoice number of the financial year's series (docs/decisions/093): every paid order gets one.
 * - Stock is taken in the same transaction by conditional updates (`stock = stock - q WHERE stock >= q`), in
 *   variant order so two orders never deadlock; it can never go negative.
 * - A paid order is never lost: a line whose stock ran out between payment and order is still recorded, and the
 *   order is flagged `needs_refund` with a reason for the admin.
 * - Afterwards (only for the call that made it): the purchased lines leave the shopper's cart, the shopper and
 *   the shop are mailed (the shopper's mail carries the invoice PDF), and catalogue caches hear that stock
 *   changed.
 */
import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderDto } from '#domain/schemas/orders';
import type { Tx } from '#server/db/client';
import { financialYearOf, formatInvoiceNumber } from '#domain/invoice-number';
import { nextInvoiceSerial, nextOrderNumber } from '#server/db/counters';
import { cartLines, carts, orderLines, orders, users, variants, type SnapshotLine } from '#server/db/schema';
import { orderConfirmationMail } from '#server/lib/mail/templates/order-confirmation';
import { orderNotificationMail } from '#server/lib/mail/templates/order-notification';
import type { OrderMailData } from '#server/lib/mail/templates/order-details';
import type { PaymentSessionRow } from './session-store';
import { loadOrders } from './order-queries';
import { orderInvoicePdf } from './invoice-data';
import { SHOP, recordEvent } from '#server/lib/orders/events';
import { recordMailSent } from '#server/lib/orders/order-mail';
import { recordDiscountUse } from './redeem-discount';

export interface PlacedOrder {
  order: OrderDto;
  /** false when the order existed already (this call changed nothing). */
  created: boolean;
  /** The order's e-mail. */
  customerEmail: string;
  /** Placed as a guest and not (yet) joined to an account (docs/decisions/108). */
  guest: boolean;
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
async function takeStock(
  tx: Tx,
  lines: SnapshotLine[],
): Promise<{ short: string[]; took: number; missing: SnapshotLine[] }> {
  const short: string[] = [];
  const missing: SnapshotLine[] = [];
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
    missing.push(line);
    short.push(
      left
        ? `${describeLine(line)}: ${line.quantity} paid for, ${left.stock} in stock`
        : `${describeLine(line)}: no longer in the catalogue`,
    );
  }
  return { short, took, missing };
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

/** The next invoice number of the financial year `at` falls in, taken in the order's transaction. */
async function nextInvoiceNumber(app: FastifyInstance, tx: Tx, at: Date): Promise<string> {
  const fy = financialYearOf(at, app.config.shopTimeZone);
  return formatInvoiceNumber(app.config.invoicePrefix, fy, await nextInvoiceSerial(tx, fy));
}

async function makeOrder(app: FastifyInstance, tx: Tx, session: PaymentSessionRow): Promise<Made> {
  // Whoever comes second for one session (a reload, the webhook arriving with the browser, the test page and the
  // success page) waits here for the first to commit, then finds its order: no insert is tried twice, so no order
  // number is taken and thrown away (docs/decisions/086).
  await tx.execute(sql`select id from payment_sessions where id = ${session.id}::uuid for update`);
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentSessionId, session.id));
  if (existing) return { orderId: existing.id, created: false, tookStock: false };

  const [account] = session.userId
    ? await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, session.userId))
    : [];
  const customerName = account?.name ?? session.shippingAddress.fullName;
  const customerEmail = session.customerEmail ?? account?.email ?? '';
  // Taken in this transaction: if anything below fails, the number is given back with the rollback.
  // Always in this order (order number, then invoice serial), so two orders never wait on each other's rows.
  const orderNumber = await nextOrderNumber(tx);
  const invoiceDate = new Date();
  const invoiceNumber = await nextInvoiceNumber(app, tx, invoiceDate);
  const [row] = await tx
    .insert(orders)
    .values({
      orderNumber,
      userId: session.userId,
      paymentSessionId: session.id,
      stripeSessionId: session.providerSessionId,
      totalPaise: session.amountPaise,
      shippingAddress: session.shippingAddress,
      customerName,
      customerEmail,
      invoiceNumber,
      invoiceDate,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt });
  if (!row) throw new Error(`order insert for session ${session.id} returned nothing`);

  const { short, took, missing } = await takeStock(tx, session.lines);
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
      // Sessions opened before invoices carry no weight: the invoice then prints none.
      weightGrams: l.weightGrams ?? 0,
    })),
  );
  const refundReason = short.length ? `Out of stock when the order was made — ${short.join('; ')}.` : null;
  if (refundReason) {
    await tx.update(orders).set({ needsRefund: true, refundReason }).where(eq(orders.id, row.id));
  }
  if (session.userId) await clearPurchasedLines(tx, session.userId, session.lines);
  // The timeline starts here; the positions of lines whose stock was never taken are kept so that a restock
  // gives back only what was taken (admin/orders/restock.ts).
  await recordEvent(
    tx,
    row.id,
    'placed',
    { userId: session.userId, name: customerName },
    {
      orderNumber,
      totalPaise: session.amountPaise,
      notTaken: missing.map((l) => session.lines.indexOf(l)),
    },
  );
  await recordEvent(tx, row.id, 'paid', SHOP, {
    amountPaise: session.amountPaise,
    provider: session.provider,
    method: 'Card',
  });
  await recordDiscountUse(tx, session, row.id, app.log); // docs/decisions/099
  return {
    orderId: row.id,
    created: true,
    tookStock: took > 0,
    mail: {
      orderNumber: row.orderNumber,
      orderId: row.id,
      createdAt: row.createdAt,
      invoiceNumber,
      customerName,
      customerEmail,
      lines: session.lines,
      totalPaise: session.amountPaise,
      shippingAddress: session.shippingAddress,
      needsRefund: !!refundReason,
      refundReason,
      discount: session.discountCode ? { code: session.discountCode, paise: session.discountPaise } : null,
      guest: !session.userId,
    },
  };
}

/** The invoice to attach to the shopper's mail; a failure to make it is logged and the mail goes without it. */
async function invoiceAttachment(app: FastifyInstance, data: OrderMailData) {
  try {
    const invoice = await orderInvoicePdf(app, data.orderId);
    return invoice
      ? { filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' }
      : null;
  } catch (err) {
    app.log.error({ err, order: data.orderNumber }, 'invoice PDF for the order e-mail failed');
    return null;
  }
}

async function sendOrderMails(app: FastifyInstance, data: OrderMailData): Promise<void> {
  const { appUrl, shopTimeZone } = app.config;
  const messages = [orderNotificationMail(data, app.config.mail.shopEmail, appUrl, shopTimeZone)];
  if (data.customerEmail) {
    const invoice = await invoiceAttachment(app, data);
    messages.unshift(orderConfirmationMail(data, appUrl, shopTimeZone, invoice));
  }
  const results = await Promise.allSettled(messages.map((m) => app.mailer.send(m)));
  for (const [i, r] of results.entries()) {
    // The order stands; a mail that failed is logged for the shop to follow up.
    if (r.status === 'rejected')
      app.log.error({ err: r.reason, order: data.orderNumber }, 'order e-mail failed');
    else if (messages[i]!.to === data.customerEmail) await recordMailSent(app, data.orderId, messages[i]!);
  }
}

/** Makes (or finds) the order of a session already known to be paid. */
export async function placeOrder(app: FastifyInstance, session: PaymentSessionRow): Promise<PlacedOrder> {
  if (session.status !== 'paid') throw new Error(`placeOrder called for a ${session.status} session`);
  const made = await app.db.transaction((tx) => makeOrder(app, tx, session));
  if (made.created) {
    if (made.tookStock) await app.catalogEvents.changed('stock');
    if (made.mail) await sendOrderMails(app, made.mail);
    app.log.info({ orderId: made.orderId, session: session.id }, 'order placed');
  }
  const [order] = await loadOrders(app.db, eq(orders.id, made.orderId));
  const [owner] = await app.db
    .select({ customerEmail: orders.customerEmail, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, made.orderId));
  return {
    order: order!,
    created: made.created,
    customerEmail: owner?.customerEmail ?? '',
    guest: !owner?.userId,
  };
}
