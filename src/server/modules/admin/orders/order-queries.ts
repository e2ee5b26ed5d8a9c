/** Orders as the admin sees them: lines at purchase, the customer (or the name the order kept), the address. */
import { and, asc, count, desc, eq, ilike, inArray, lt, not, or, type SQL } from 'drizzle-orm';
import type { AdminOrderDto, AdminOrdersQuery } from '../../../../domain/schemas/admin-orders';
import { paiseToRupees } from '../../../../domain/money';
import type { Db, Tx } from '../../../db/client';
import { orderLines, orders, paymentSessions, users } from '../../../db/schema';
import { containsPattern, pageWindow } from '../shared/paging';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Money the shop owes: flagged for a refund and not refunded in full yet (docs/decisions/097). */
const owed = and(eq(orders.needsRefund, true), lt(orders.refundedPaise, orders.totalPaise))!;

function orderFilter(query: Pick<AdminOrdersQuery, 'q' | 'status' | 'needsRefund'>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.needsRefund) conditions.push(query.needsRefund === 'true' ? owed : not(owed));
  const q = query.q?.trim().replace(/^#/, '');
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        /^\d{1,9}$/.test(q) ? eq(orders.orderNumber, Number(q)) : undefined,
        UUID_RE.test(q) ? eq(orders.id, q.toLowerCase()) : undefined,
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

async function selectOrders(
  db: Db | Tx,
  where: SQL | undefined,
  window: { limit?: number; offset?: number },
) {
  const query = db
    .select({
      order: orders,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      provider: paymentSessions.provider,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(paymentSessions, eq(paymentSessions.id, orders.paymentSessionId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .$dynamic();
  if (window.limit !== undefined) query.limit(window.limit);
  if (window.offset !== undefined) query.offset(window.offset);
  const rows = await query;
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        // Lines of one order are written together: name order keeps the list stable.
        .orderBy(
          asc(orderLines.position),
          asc(orderLines.createdAt),
          asc(orderLines.nameAtPurchase),
          asc(orderLines.id),
        )
    : [];
  const linesOf = new Map<string, (typeof lines)[number][]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return rows.map((r): AdminOrderDto => {
    const o = r.order;
    return {
      _id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      status: o.status,
      totalAmount: paiseToRupees(o.totalPaise),
      cartItems: (linesOf.get(o.id) ?? []).map((l) => ({
        _id: l.id,
        productId: l.productId,
        variantId: l.variantId,
        nameAtPurchase: l.nameAtPurchase,
        mainImageAtPurchase: l.mainImageAtPurchase,
        priceAtPurchase: paiseToRupees(l.priceAtPurchasePaise),
        quantity: l.quantity,
        material: l.material,
        purity: l.purity,
        selectedSize: l.selectedSize,
        sku: l.sku,
        weightGrams: l.weightGrams,
        huids: l.huids,
      })),
      user: r.userId
        ? { _id: r.userId, name: r.userName ?? o.customerName, email: r.userEmail ?? o.customerEmail }
        : { _id: null, name: o.customerName, email: o.customerEmail },
      shippingAddress: o.shippingAddress,
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paymentStatus,
      needsRefund: o.needsRefund && o.refundedPaise < o.totalPaise,
      refundReason: o.refundReason,
      invoiceNumber: o.invoiceNumber,
      invoiceDate: o.invoiceDate?.toISOString() ?? null,
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      trackingUrl: o.trackingUrl,
      shippedAt: o.shippedAt?.toISOString() ?? null,
      deliveredAt: o.deliveredAt?.toISOString() ?? null,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      cancelReason: o.cancelReason,
      refundedAmount: paiseToRupees(o.refundedPaise),
      paymentProvider: r.provider ?? 'test',
    };
  });
}

export async function listOrders(db: Db, query: AdminOrdersQuery) {
  const where = orderFilter(query);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { orders: await selectOrders(db, where, pageWindow(query)), total: total?.n ?? 0 };
}

export async function loadOrder(db: Db | Tx, id: string): Promise<AdminOrderDto | undefined> {
  const [order] = await selectOrders(db, eq(orders.id, id), {});
  return order;
}
