/**
 * Records the BIS hallmark ids (HUIDs) of an order's pieces (docs/decisions/095): each named line's list is
 * replaced, at most one HUID per piece (the line's quantity), and no HUID twice in the order — a piece has one.
 * The same HUID may appear in another order: a returned piece is sold again with its hallmark.
 *
 * The order's row is locked first, so two admins saving the same order at once are checked one after the other.
 */
import { eq, sql } from 'drizzle-orm';
import { HUID_MESSAGES } from '#domain/hallmarks';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { queryRows, type Db, type Tx } from '#server/db/client';
import { orderLines, orders } from '#server/db/schema';
import { badRequest, notFound, type FieldError } from '#server/errors';
import { recordEvent, type Actor } from '#server/lib/orders/events';
import { loadOrder } from './order-queries';

export async function recordHuids(
  db: Db,
  orderId: string,
  given: Record<string, string[]>,
  by: Actor,
): Promise<AdminOrderDto> {
  await db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: string }>(
      tx,
      sql`select id from orders where id = ${orderId}::uuid for update`,
    );
    if (!order) throw notFound(M.orderNotFound);
    await saveHuids(tx, orderId, given, by);
  });
  return (await loadOrder(db, orderId))!;
}

/**
 * Checks and writes the HUIDs, and notes it on the order's timeline. The caller holds the order's row lock (the
 * fulfil call records HUIDs in the same transaction as the shipment).
 */
export async function saveHuids(
  tx: Tx,
  orderId: string,
  given: Record<string, string[]>,
  by: Actor,
): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id, quantity: orderLines.quantity, huids: orderLines.huids })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));

  const problems: FieldError[] = [];
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const [lineId, huids] of Object.entries(given)) {
    const line = byId.get(lineId.toLowerCase());
    if (!line) problems.push({ path: `lines.${lineId}`, message: HUID_MESSAGES.unknownLine });
    else if (huids.length > line.quantity)
      problems.push({ path: `lines.${lineId}`, message: HUID_MESSAGES.tooMany(line.quantity) });
  }
  if (problems.length) throw badRequest(problems[0]!.message, problems);

  // What every line will hold afterwards; a HUID may appear once in all of them. Lines kept as they are come
  // first, so a clash is reported on the HUID just given.
  const named = new Set(Object.keys(given).map((id) => id.toLowerCase()));
  const next: Array<[string, string[]]> = [
    ...lines.filter((l) => !named.has(l.id)).map((l): [string, string[]] => [l.id, l.huids]),
    ...Object.entries(given),
  ];
  const seen = new Set<string>();
  for (const [lineId, huids] of next) {
    huids.forEach((huid, i) => {
      if (seen.has(huid))
        problems.push({ path: `lines.${lineId}.${i}`, message: HUID_MESSAGES.duplicate(huid) });
      seen.add(huid);
    });
  }
  if (problems.length) throw badRequest(problems[0]!.message, problems);

  for (const [lineId, huids] of Object.entries(given)) {
    await tx.update(orderLines).set({ huids }).where(eq(orderLines.id, lineId.toLowerCase()));
  }
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
  await recordEvent(tx, orderId, 'huids', by, {
    lines: Object.fromEntries(Object.entries(given).map(([id, huids]) => [id.toLowerCase(), huids])),
  });
}
