/**
 * An order's timeline (table order_events; docs/decisions/097): every place that changes an order or tells its
 * shopper something writes one event here — in the same transaction as the change, so the timeline never claims
 * what did not happen. Amounts are stored in paise (`…Paise` keys) and read out in rupees.
 *
 * Who sees what: the admin sees every event; the order's shopper only the milestones and the e-mails they were
 * sent (SHOPPER_EVENT_TYPES), with the details meant for them — never an internal note, a cancellation's reason,
 * stock movements or a provider's refund id.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { BRAND } from '#domain/brand';
import { AFTER_SALE_LIMITS, SHOPPER_EVENT_TYPES, type OrderEventType } from '#domain/after-sale';
import type { OrderEventDto } from '#domain/schemas/admin-orders';
import { paiseToRupees } from '#domain/money';
import type { Db, Tx } from '#server/db/client';
import { orderEvents } from '#server/db/schema';

/** Who did it: a signed-in person, or the shop itself (no user, no name). */
export interface Actor {
  userId: string | null;
  name: string;
}

export const SHOP: Actor = { userId: null, name: '' };

export const actorOf = (user: { id: string; name: string }): Actor => ({ userId: user.id, name: user.name });

export async function recordEvent(
  db: Db | Tx,
  orderId: string,
  type: OrderEventType,
  by: Actor,
  detail: Record<string, unknown> = {},
): Promise<typeof orderEvents.$inferSelect> {
  const [row] = await db
    .insert(orderEvents)
    .values({
      orderId,
      type,
      byUserId: by.userId,
      byName: by.name,
      detail,
      // The clock, not the transaction's start: the events of one action keep the order they happened in.
      at: sql`clock_timestamp()`,
    })
    .returning();
  return row!;
}

/** What the shopper is shown of each event's detail. */
const SHOPPER_DETAIL: Partial<Record<OrderEventType, readonly string[]>> = {
  placed: ['orderNumber', 'totalPaise'],
  paid: ['amountPaise'],
  email: ['subject'],
  status: ['from', 'to'],
  shipped: ['carrier', 'trackingNumber', 'trackingUrl'],
  refunded: ['amountPaise'],
};

/** `{ amountPaise: 150000 }` → `{ amount: 1500 }`: the API speaks rupees. */
function inRupees(detail: Record<string, unknown>, keep?: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (keep && !keep.includes(key)) continue;
    if (key.endsWith('Paise') && typeof value === 'number') out[key.slice(0, -5)] = paiseToRupees(value);
    else out[key] = value;
  }
  return out;
}

type EventRow = typeof orderEvents.$inferSelect;

export function toEventDto(row: EventRow, viewer: { admin: boolean; userId: string }): OrderEventDto {
  const type = row.type as OrderEventType;
  // The shopper reads the shop's actions as the shop's, not a member of staff's.
  const by = viewer.admin || row.byUserId === viewer.userId ? row.byName || BRAND.name : BRAND.name;
  return {
    _id: row.id,
    type,
    at: row.at.toISOString(),
    by,
    detail: inRupees(row.detail, viewer.admin ? undefined : (SHOPPER_DETAIL[type] ?? [])),
  };
}

/** Where an event stands in an order's life, for events recorded in the same instant. */
const EVENT_STEP = sql`case ${orderEvents.type} when 'placed' then 0 when 'paid' then 1 else 2 end`;

/** The order's events as this viewer may see them, newest first. */
export async function loadTimeline(
  db: Db | Tx,
  orderId: string,
  viewer: { admin: boolean; userId: string },
): Promise<OrderEventDto[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    // Placing an order records 'placed' then 'paid' in the same millisecond: within one instant the later step
    // of an order's life comes first (newest first), whatever order the rows come back in.
    .orderBy(desc(orderEvents.at), desc(EVENT_STEP))
    .limit(AFTER_SALE_LIMITS.timelineMax);
  return rows
    .filter((r) => viewer.admin || SHOPPER_EVENT_TYPES.includes(r.type as OrderEventType))
    .map((r) => toEventDto(r, viewer));
}
