import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '#server/errors';
import { eq } from 'drizzle-orm';
import { WebhookSignatureError, type WebhookAction } from '#server/lib/payments';
import { paymentSessions } from '#server/db/schema';
import { placeOrder } from './place-order';
import { refundLatePayment } from './late-payment';
import { providerFailure } from './provider-errors';
import { findSession, findSessionById, markClosed, markPaid } from './session-store';

export const WEBHOOK_MESSAGES = {
  notEnabled: 'Payment webhooks are not enabled.',
  badSignature: 'Webhook signature verification failed.',
} as const;

/**
 * POST /api/payment/webhook — the provider's signed events: Stripe's (`Stripe-Signature`) or Razorpay's
 * (`X-Razorpay-Signature`), read and verified by `app.payments.parseWebhook`. Both signatures cover the exact
 * bytes sent, so in this route (and only here) JSON bodies are kept as a Buffer instead of being parsed.
 *
 * A paid event (Stripe's checkout.session.completed, Razorpay's payment_link.paid) marks the session paid and
 * makes its order with the same idempotent function as createOrder, so a shopper who never comes back still gets
 * their order, and the webhook and the browser arriving together still make one. A paid event for a session the
 * shop had closed is refunded, never made an order. 2xx means "handled"; a failure answers 5xx so the provider
 * delivers the event again.
 */
const webhookRoute: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  /**
   * By the provider's id; else by ours from the metadata — a session whose provider id was never saved (the
   * database failed just after the provider answered) gets it now, so the shopper's return finds it too.
   */
  async function sessionOf(event: Exclude<WebhookAction, { action: 'ignored' }>) {
    const byProviderId = await findSession(app.db, event.providerSessionId);
    if (byProviderId || event.action !== 'paid' || !event.sessionId) return byProviderId;
    const byId = await findSessionById(app.db, event.sessionId);
    if (!byId?.providerSessionId.startsWith('pending_')) return byId;
    await app.db
      .update(paymentSessions)
      .set({ providerSessionId: event.providerSessionId })
      .where(eq(paymentSessions.id, byId.id));
    return findSession(app.db, event.providerSessionId);
  }

  app.post('/payment/webhook', async (request) => {
    if (!app.payments.acceptsWebhooks) throw notFound(WEBHOOK_MESSAGES.notEnabled);
    const body: unknown = request.body;
    const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
    let event;
    try {
      event = app.payments.parseWebhook(raw, request.headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        request.log.warn({ reason: err.message }, 'webhook refused');
        throw badRequest(WEBHOOK_MESSAGES.badSignature);
      }
      throw err;
    }
    if (event.action === 'ignored') return { received: true };

    const session = await sessionOf(event);
    if (!session || session.provider !== app.payments.id) {
      // Not one of ours (another app on the same provider account); nothing to retry.
      request.log.warn({ providerSessionId: event.providerSessionId }, 'webhook for an unknown session');
      return { received: true };
    }
    if (event.action === 'paid') {
      if (
        (event.sessionId !== undefined && event.sessionId !== session.id) ||
        (event.amountPaise !== undefined && event.amountPaise !== session.amountPaise)
      ) {
        request.log.error({ session: session.id, event }, 'paid event does not match the session snapshot');
        return { received: true };
      }
      const paid = await markPaid(app.db, session);
      if (paid.status === 'paid') await placeOrder(app, paid);
      // Paid after the shop closed it (replaced, expired): its pieces were released, so the money goes back.
      // A refund that fails answers 5xx, so the provider delivers the event again.
      else
        await refundLatePayment(app, paid).catch((err: unknown) => {
          throw providerFailure(err);
        });
      return { received: true };
    }
    await markClosed(app.db, session, event.action);
    return { received: true };
  });
};

export default webhookRoute;
