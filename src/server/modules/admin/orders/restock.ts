/**
 * Puts an order's pieces back into variant stock — once in the order's life (docs/decisions/097). The order's row
 * is locked by the caller, and a `restocked` event on its timeline is the mark that it happened: a second cancel,
 * a reopened and re-cancelled order or a double click finds it and gives nothing back twice.
 *
 * Only what the order took is given back: lines whose stock had run out when the order was made (their positions
 * are kept on the `placed` event, modules/checkout/place-order.ts) took nothing. Variants deleted since are skipped.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { orderEvents, orderLines, variants } from '#server/db/schema';
import { recordEvent, type Actor } from '#server/lib/orders/events';

/** Answers whether any stock was given back (the catalogue caches then hear of it). */
export async function restockOnce(tx: Tx, orderId: string, by: Actor): Promise<boolean> {
  const [done] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'restocked')))
    .limit(1);
  if (done) return false;
  const [placed] = await tx
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'placed')))
    .limit(1);
  const notTaken = new Set(
    Array.isArray(placed?.detail.notTaken) ? (placed.detail.notTaken as number[]) : [],
  );
  const lines = await tx
    .select({
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
      position: orderLines.position,
      sku: orderLines.sku,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    // Variant order, as place-order takes stock: two transactions never wait on each other's variant rows.
    .orderBy(asc(orderLines.variantId), asc(orderLines.position));
  const back: Array<{ sku: string; quantity: number }> = [];
  for (const line of lines) {
    if (!line.variantId || notTaken.has(line.position)) continue;
    const updated = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(eq(variants.id, line.variantId))
      .returning({ id: variants.id });
    if (updated.length) back.push({ sku: line.sku, quantity: line.quantity });
  }
  // Written even when nothing could go back, so the decision is made once.
  await recordEvent(tx, orderId, 'restocked', by, { lines: back });
  return back.length > 0;
}
