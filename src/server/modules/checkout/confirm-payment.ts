/**
 * Asks the provider whether a session was paid — the browser's return to /payment-success proves nothing by
 * itself. A paid answer is believed only if it names this session and the amount of its snapshot. A payment the
 * provider took for a session the shop had already closed is refunded, never made an order (late-payment.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ProviderCheckoutStatus } from '#server/lib/payments';
import { refundLatePayment } from './late-payment';
import { markClosed, markPaid, type PaymentSessionRow } from './session-store';

function matches(app: FastifyInstance, session: PaymentSessionRow, answer: ProviderCheckoutStatus): boolean {
  const ok =
    (answer.sessionId === undefined || answer.sessionId === session.id) &&
    (answer.amountPaise === undefined || answer.amountPaise === session.amountPaise);
  if (!ok)
    app.log.error(
      { session: session.id, provider: answer },
      'provider reports a payment that does not match the session snapshot; not treated as paid',
    );
  return ok;
}

export async function confirmPayment(
  app: FastifyInstance,
  session: PaymentSessionRow,
): Promise<PaymentSessionRow> {
  if (session.status !== 'open' || session.provider !== app.payments.id) return session;
  const answer = await app.payments.getCheckoutStatus(session.providerSessionId);
  if (answer.status === 'expired') return markClosed(app.db, session, 'expired');
  if (answer.status !== 'paid' || !matches(app, session, answer)) return session;
  const now = await markPaid(app.db, session);
  // Closed by the shop a moment ago (the shopper's newer checkout replaced it): the money goes back.
  if (now.status !== 'paid') return refundLatePayment(app, now);
  return now;
}

/** For a session the shop has closed: a payment the provider took for it anyway is refunded. */
export async function refundIfPaidAfterClose(
  app: FastifyInstance,
  session: PaymentSessionRow,
): Promise<PaymentSessionRow> {
  if (session.status === 'open' || session.status === 'paid' || session.refundedAt) return session;
  if (session.provider !== app.payments.id || session.providerSessionId.startsWith('pending_'))
    return session;
  const answer = await app.payments.getCheckoutStatus(session.providerSessionId);
  if (answer.status !== 'paid' || !matches(app, session, answer)) return session;
  return refundLatePayment(app, session);
}
