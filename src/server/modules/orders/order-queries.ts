/**
 * Orders as the API returns them, with their lines, in two queries whatever the number of orders. The admin's
 * order list can reuse `loadOrders` with its own filter.
 */
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { OrderDto, OrderLineDto } from '../../../domain/schemas/orders';
import { paiseToRupees } from '../../../domain/money';
import type { Db, Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export async function loadOrderLines(db: Db | Tx, orderIds: string[]): Promise<Map<string, OrderLineDto[]>> {
  const byOrder = new Map<string, OrderLineDto[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position), asc(orderLines.id));
  for (const l of rows) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      priceAtPurchase: paiseToRupees(l.priceAtPurchasePaise),
      nameAtPurchase: l.nameAtPurchase,
      mainImageAtPurchase: l.mainImageAtPurchase,
      material: l.material,
      purity: l.purity,
      selectedSize: l.selectedSize,
      sku: l.sku,
    });
    byOrder.set(l.orderId, list);
  }
  return byOrder;
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
  };
}

/** Orders matching `where`, newest first. */
export async function loadOrders(db: Db | Tx, where: SQL | undefined): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  const lines = await loadOrderLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOrderDto(r, lines.get(r.id) ?? []));
}
