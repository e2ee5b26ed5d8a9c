/**
 * The order row and its payment session, read under the row's lock (`FOR UPDATE`): every after-sale change of an
 * order (ship, deliver, cancel, refund, restock) takes it first, so two admins — or one double click — acting on
 * the same order are served one after the other, and the second sees what the first did (docs/decisions/097).
 */
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderEventType } from '#domain/after-sale';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import type { Tx } from '#server/db/client';
import { orders, paymentSessions } from '#server/db/schema';
import { notFound } from '#server/errors';
import { recordEvent, type Actor } from '#server/lib/orders/events';
import { isUuid } from '#domain/ids';

export type OrderRow = typeof orders.$inferSelect;

export interface LockedOrder {
  order: OrderRow;
  /** Who took the money and how to name the payment to them. */
  payment: { provider: string; providerSessionId: string; sessionId: string };
}

/** Locks the order's row for the rest of the transaction; 404 when there is no such order. */
export async function lockOrder(tx: Tx, orderId: string): Promise<LockedOrder> {
  if (!isUuid(orderId)) throw notFound(M.orderNotFound);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId.toLowerCase())).for('update');
  if (!order) throw notFound(M.orderNotFound);
  const [session] = await tx
    .select({
      provider: paymentSessions.provider,
      providerSessionId: paymentSessions.providerSessionId,
      sessionId: paymentSessions.id,
    })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, order.paymentSessionId));
  return {
    order,
    // 'sandbox' is what the configuration calls the test provider.
    payment: session
      ? { ...session, provider: session.provider === 'sandbox' ? 'test' : session.provider }
      : {
          provider: 'test',
          providerSessionId: order.stripeSessionId,
          sessionId: order.paymentSessionId,
        },
  };
}

/**
 * Moves a locked order (its new status and dates) and writes the timeline event that says so, with the status it
 * moved from, in the same transaction. Returns the order's row as it now is.
 */
export async function moveOrder(
  tx: Tx,
  order: OrderRow,
  changes: PgUpdateSetSource<typeof orders>,
  event: { type: OrderEventType; by: Actor; detail: Record<string, unknown> },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await recordEvent(tx, order.id, event.type, event.by, { from: order.status, ...event.detail });
  return row!;
}
