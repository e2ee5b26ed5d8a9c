/**
 * Orders as the API returns them, with their lines, in two queries whatever the number of orders. The admin's
 * order list can reuse `loadOrders` with its own filter.
 */
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { OrderDto, OrderLineDto } from '#domain/schemas/orders';
import { paiseToRupees } from '#domain/money';
import type { Db, Tx } from '#server/db/client';
import { groupBy } from '#server/lib/group-by';
import { orderLines, orders } from '#server/db/schema';
import { windowed } from '#server/lib/paging';
import { afterSaleOf } from '#server/lib/orders/after-sale-dto';
import { orderLineDto } from '#server/lib/orders/order-line-dto';

export type OrderRow = typeof orders.$inferSelect;

export async function loadOrderLines(db: Db | Tx, orderIds: string[]): Promise<Map<string, OrderLineDto[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position), asc(orderLines.id));
  return groupBy(rows, (l) => l.orderId, orderLineDto);
}

export function toOrderDto(row: OrderRow, lines: OrderLineDto[]): OrderDto {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    totalAmount: paiseToRupees(row.totalPaise),
    cartItems: lines,
    shippingAddress: row.shippingAddress,
    paymentMethod: 'Card',
    paymentStatus: 'Paid',
    stripeSessionId: row.stripeSessionId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate?.toISOString() ?? null,
    discountCode: row.discountCode,
    discount: paiseToRupees(row.discountPaise),
    ...afterSaleOf(row),
  };
}

/** Orders matching `where`, newest first; with `window`, one page of them. */
export async function loadOrders(
  db: Db | Tx,
  where: SQL | undefined,
  window?: { limit: number; offset: number },
): Promise<OrderDto[]> {
  const query = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .$dynamic();
  const rows = await windowed(query, window);
  const lines = await loadOrderLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOrderDto(r, lines.get(r.id) ?? []));
}

/** How many orders match `where` (a paged list's total). */
export async function countOrders(db: Db | Tx, where: SQL | undefined): Promise<number> {
  return db.$count(orders, where);
}
