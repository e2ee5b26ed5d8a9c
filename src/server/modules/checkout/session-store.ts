/**
 * Payment sessions: the server-side snapshot of a checkout and where its payment stands. Status changes are
 * conditional updates from 'open', so two callers (the shopper's return and a webhook, or a double click) can
 * never move one session two ways.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_LIMITS } from '#domain/schemas/payments';
import type { Db, Tx } from '#server/db/client';
import { paymentSessions } from '#server/db/schema';
import { isUuid } from '#domain/ids';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type ClosedStatus = 'cancelled' | 'declined' | 'expired';

export async function findSession(
  db: Db | Tx,
  providerSessionId: string,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  return row;
}

/** By our own id (what the provider echoes back in metadata). */
export async function findSessionById(db: Db | Tx, id: string): Promise<PaymentSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row;
}

/** open → paid. Returns the session as it now stands (paid, or whatever another caller made it). */
export async function markPaid(db: Db, session: PaymentSessionRow): Promise<PaymentSessionRow> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')))
    .returning();
  return row ?? (await findSession(db, session.providerSessionId))!;
}

/** open → cancelled, declined or expired. Returns the session as it now stands. */
export async function markClosed(
  db: Db,
  session: PaymentSessionRow,
  status: ClosedStatus,
): Promise<PaymentSessionRow> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status })
    .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')))
    .returning();
  return row ?? (await findSession(db, session.providerSessionId))!;
}

/** An open session whose payment page has closed (CHECKOUT_LIMITS.paymentPageMinutes) is expired. */
export async function expireIfStale(db: Db, session: PaymentSessionRow): Promise<PaymentSessionRow> {
  const age = Date.now() - session.createdAt.getTime();
  if (session.status !== 'open' || age < CHECKOUT_LIMITS.paymentPageMinutes * 60_000) return session;
  return markClosed(db, session, 'expired');
}
