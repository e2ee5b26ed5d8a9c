/** Orders as the admin sees them: lines at purchase, the customer (or the name the order kept), the address. */
import { and, asc, count, desc, eq, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDto, AdminOrdersQuery } from '#domain/schemas/admin-orders';
import { paiseToRupees } from '#domain/money';
import { afterSaleOf } from '#server/lib/orders/after-sale-dto';
import { orderLineDto } from '#server/lib/orders/order-line-dto';
import type { Db, Tx } from '#server/db/client';
import { groupBy } from '#server/lib/group-by';
import { orderLines, orders, paymentSessions, refunds, users } from '#server/db/schema';
import { pageWindow, windowed } from '#server/lib/paging';
import { searchAsTypedThenFuzzy, textMatch } from '#server/lib/search/fuzzy-search';
import { isUuid } from '#domain/ids';

/**
 * Money the shop owes (docs/decisions/097): a paid order — every order is — that is cancelled, or was flagged when
 * made (out of stock), and is not refunded in full yet.
 */
const owed = and(
  or(eq(orders.status, 'Cancelled'), eq(orders.needsRefund, true)),
  lt(orders.refundedPaise, orders.totalPaise),
)!;

type OrderRow = typeof orders.$inferSelect;

/** The paise still owed on an order, by the same rule as `owed`. */
export const owedPaise = (o: Pick<OrderRow, 'status' | 'needsRefund' | 'totalPaise' | 'refundedPaise'>) =>
  o.status === 'Cancelled' || o.needsRefund ? Math.max(0, o.totalPaise - o.refundedPaise) : 0;

function orderFilter(
  query: Pick<AdminOrdersQuery, 'q' | 'status' | 'needsRefund'>,
  fuzzy = false,
): SQL | undefined {
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.needsRefund ? (query.needsRefund === 'true' ? owed : not(owed)) : undefined,
    orderSearch(query.q, fuzzy),
  );
}

/** The search box: a number or id exactly; names and e-mails as typed, or with typos corrected (098). */
function orderSearch(text: string | undefined, fuzzy: boolean): SQL | undefined {
  const q = text?.trim().replace(/^#/, '');
  if (!q) return undefined;
  const exact = [
    ...(/^\d{1,9}$/.test(q) ? [eq(orders.orderNumber, Number(q))] : []),
    ...(isUuid(q) ? [eq(orders.id, q.toLowerCase())] : []),
  ];
  const names = [orders.customerName, orders.customerEmail, users.name, users.email].map((c) => sql`${c}`);
  return textMatch(q, names, { exact, fuzzy }).where;
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
  const rows = await windowed(query, window);
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
  const linesOf = groupBy(lines, (line) => line.orderId);
  const given = rows.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.id))
    : [];
  const refundsOf = groupBy(given, (r) => r.orderId);
  return rows.map((r): AdminOrderDto => {
    const o = r.order;
    return {
      _id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      status: o.status,
      totalAmount: paiseToRupees(o.totalPaise),
      cartItems: (linesOf.get(o.id) ?? []).map((l) => ({ _id: l.id, ...orderLineDto(l) })),
      user: r.userId
        ? { _id: r.userId, name: r.userName ?? o.customerName, email: r.userEmail ?? o.customerEmail }
        : { _id: null, name: o.customerName, email: o.customerEmail },
      shippingAddress: o.shippingAddress,
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paymentStatus,
      needsRefund: owedPaise(o) > 0,
      refundReason: o.refundReason,
      invoiceNumber: o.invoiceNumber,
      invoiceDate: o.invoiceDate?.toISOString() ?? null,
      ...afterSaleOf(o),
      cancelReason: o.cancelReason,
      amountOwed: paiseToRupees(owedPaise(o)),
      refunds: (refundsOf.get(o.id) ?? []).map((f) => ({
        _id: f.id,
        amount: paiseToRupees(f.amountPaise),
        providerRefundId: f.providerRefundId,
        reason: f.reason,
        by: f.byName,
        createdAt: f.createdAt.toISOString(),
      })),
      paymentProvider: r.provider ?? 'test',
    };
  });
}

export async function listOrders(db: Db, query: AdminOrdersQuery) {
  // A search as typed first; typos corrected only when that finds nothing (decision 098).
  return searchAsTypedThenFuzzy(query.q, async (fuzzy) => {
    const where = orderFilter(query, fuzzy);
    const [total] = await db
      .select({ n: count() })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where);
    return { orders: await selectOrders(db, where, pageWindow(query)), total: total?.n ?? 0 };
  });
}

export async function loadOrder(db: Db | Tx, id: string): Promise<AdminOrderDto | undefined> {
  const [order] = await selectOrders(db, eq(orders.id, id), {});
  return order;
}
