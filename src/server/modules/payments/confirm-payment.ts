/**
 * Asks the provider whether an open session was paid — the browser's return to /payment-success proves nothing
 * by itself. A paid answer is believed only if it names this session and the amount of its snapshot.
 */
import type { FastifyInstance } from 'fastify';
import { markClosed, markPaid, type PaymentSessionRow } from './session-store';

export async function confirmPayment(
  app: FastifyInstance,
  session: PaymentSessionRow,
): Promise<PaymentSessionRow> {
  if (session.status !== 'open' || session.provider !== app.payments.id) return session;
  const answer = await app.payments.getCheckoutStatus(session.providerSessionId);
  if (answer.status === 'expired') return markClosed(app.db, session, 'expired');
  if (answer.status !== 'paid') return session;
  if (
    (answer.sessionId !== undefined && answer.sessionId !== session.id) ||
    (answer.amountPaise !== undefined && answer.amountPaise !== session.amountPaise)
  ) {
    app.log.error(
      { session: session.id, provider: answer },
      'provider reports a payment that does not match the session snapshot; not treated as paid',
    );
    return session;
  }
  return markPaid(app.db, session);
}
