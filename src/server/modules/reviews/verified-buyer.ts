/**
 * The verified-buyer rule (docs/decisions/100): a shopper may review a piece when an order of theirs holds it and
 * that order is Delivered. Cancelled, returned or still-travelling orders do not count.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { orderLines, orders } from '#server/db/schema';

/** The shopper's latest delivered order holding the product, or null. */
export async function deliveredOrderWith(db: Db, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'Delivered'), eq(orderLines.productId, productId)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}
