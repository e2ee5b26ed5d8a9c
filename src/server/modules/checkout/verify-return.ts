/**
 * The shopper's return from a provider's page may carry the provider's signature (Razorpay's Payment Link
 * callback; docs/decisions/094-razorpay.md). A forged, tampered or borrowed one is refused with 400 before anything
 * is looked up at the provider or marked; a valid one proves nothing by itself — the payment is still confirmed
 * with the provider (confirm-payment.ts), as Stripe's unsigned return is.
 */
import type { FastifyInstance } from 'fastify';
import { RAZORPAY_RETURN_PARAMS, RETURN_MESSAGES } from '#domain/provider-return';
import { badRequest } from '#server/errors';
import type { ReturnParams } from '#server/lib/payments';
import type { PaymentSessionRow } from './session-store';

export function checkSignedReturn(
  app: FastifyInstance,
  session: PaymentSessionRow,
  body: Partial<Record<(typeof RAZORPAY_RETURN_PARAMS)[number], string | undefined>>,
): void {
  const params: ReturnParams = {};
  for (const name of RAZORPAY_RETURN_PARAMS) if (body[name] !== undefined) params[name] = body[name];
  const check =
    session.provider === app.payments.id && app.payments.verifyReturn
      ? app.payments.verifyReturn(
          { providerSessionId: session.providerSessionId, sessionId: session.id },
          params,
        )
      : 'none';
  if (check !== 'invalid') return;
  app.log.warn({ session: session.id, params }, 'return from the payment page with a bad signature: refused');
  throw badRequest(RETURN_MESSAGES.badSignature);
}
