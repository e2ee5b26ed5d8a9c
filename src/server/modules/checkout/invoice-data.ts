/**
 * An order's tax invoice, from what the database kept (docs/decisions/093): the order (number, invoice number and
 * date, address), its lines as sold (price, weight, HUIDs recorded since), and the price before discount that
 * only the checkout's snapshot knows (invoice-snapshot.ts). Used by the invoice call and the order
 * confirmation e-mail.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoiceFileName } from '#domain/invoice-number';
import type { Db, Tx } from '#server/db/client';
import { orderLines, orders, paymentSessions } from '#server/db/schema';
import { buildInvoiceModel, type InvoiceModel } from '#server/lib/invoices/invoice-model';
import { renderInvoicePdf } from '#server/lib/invoices/render-pdf';
import type { InvoiceSnapshotLine } from './invoice-snapshot';

export interface OrderInvoice {
  /** Whose order it is (null after the account was deleted). */
  userId: string | null;
  model: InvoiceModel;
  fileName: string;
}

/** The invoice of an order; null when there is no such order or it has no invoice (placed before invoices). */
export async function loadOrderInvoice(
  app: FastifyInstance,
  db: Db | Tx,
  orderId: string,
): Promise<OrderInvoice | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.invoiceNumber || !order.invoiceDate) return null;
  const [lines, [session]] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    db
      .select({ lines: paymentSessions.lines })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, order.paymentSessionId)),
  ]);
  const snapshot = (session?.lines ?? []) as InvoiceSnapshotLine[];
  const model = buildInvoiceModel({
    seller: app.config.seller,
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate,
    timeZone: app.config.shopTimeZone,
    orderNumber: order.orderNumber,
    buyer: { ...order.shippingAddress, email: order.customerEmail || undefined },
    discountCode: order.discountCode ? { code: order.discountCode, paise: order.discountPaise } : null,
    lines: lines.map((l) => {
      // Lines keep their place in the snapshot; the variant and size confirm it is the same piece.
      const snap = snapshot[l.position];
      const same = snap && snap.variantId === l.variantId && snap.selectedSize === l.selectedSize;
      return {
        name: l.nameAtPurchase,
        material: l.material,
        purity: l.purity,
        selectedSize: l.selectedSize,
        sku: l.sku,
        quantity: l.quantity,
        unitPricePaise: l.priceAtPurchasePaise,
        listPricePaise: same ? snap.listPricePaise : undefined,
        codeDiscountPaise: same ? snap.codeDiscountPaise : undefined,
        weightGrams: l.weightGrams,
        huids: l.huids,
      };
    }),
  });
  return { userId: order.userId, model, fileName: invoiceFileName(order.invoiceNumber) };
}

/** The invoice's PDF and file name, or null (as loadOrderInvoice). */
export async function orderInvoicePdf(
  app: FastifyInstance,
  orderId: string,
): Promise<{ pdf: Buffer; fileName: string; userId: string | null } | null> {
  const invoice = await loadOrderInvoice(app, app.db, orderId);
  if (!invoice) return null;
  return { pdf: await renderInvoicePdf(invoice.model), fileName: invoice.fileName, userId: invoice.userId };
}
