/**
 * A payment that arrives for a session the shop had already closed — replaced by the shopper's newer checkout,
 * expired, or cancelled — is refunded through the provider, never turned into an order (docs/decisions/087): the
 * pieces it held were released when it closed, so an order from it could sell a piece twice.
 *
 * The refund is recorded on the session (refunded_at, provider_refund_id) once; the provider's refund is
 * idempotent per session, so a webhook redelivered or racing the shopper's return refunds once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentSessions } from '#server/db/schema';
import type { PaymentSessionRow } from './session-store';

export async function refundLatePayment(
  app: FastifyInstance,
  session: PaymentSessionRow,
): Promise<PaymentSessionRow> {
  if (session.refundedAt) return session;
  const { refundId } = await app.payments.refundCheckout({
    providerSessionId: session.providerSessionId,
    sessionId: session.id,
    amountPaise: session.amountPaise,
  });
  const [row] = await app.db
    .update(paymentSessions)
    .set({ refundedAt: sql`now()`, providerRefundId: refundId })
    .where(and(eq(paymentSessions.id, session.id), isNull(paymentSessions.refundedAt)))
    .returning();
  app.log.warn(
    { session: session.id, status: session.status, refundId, amountPaise: session.amountPaise },
    'payment arrived for a closed checkout session: refunded in full, no order made',
  );
  return row ?? { ...session, refundedAt: new Date(), providerRefundId: refundId };
}
