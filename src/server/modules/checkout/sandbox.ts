import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '#domain/money';
import type { Material, Purity } from '#domain/catalog-constants';
import {
  CHECKOUT_MESSAGES,
  GuestKeyQuery,
  PAYMENT_CANCEL_PATH,
  SandboxCompleteBody,
  SessionIdParams,
  paymentSuccessPath,
  SandboxCompleteReply,
  SandboxSessionReply,
} from '#domain/schemas/payments';
import { CARD_MESSAGES, checkTestCard } from '#domain/test-cards';
import { UPI_MESSAGES, checkTestVpa } from '#domain/test-upi';
import { badRequest, conflict, notFound, unauthorized } from '#server/errors';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { placeOrder } from './place-order';
import { expireIfStale, markClosed, markPaid, type PaymentSessionRow } from './session-store';
import { findSessionFor, guestKeyOfSession } from './guest-access';
import type { FastifyRequest } from 'fastify';

/** A test session as the sandbox page shows it: amount, lines, address, status. */
function sandboxView(s: PaymentSessionRow): SandboxSessionReply['session'] {
  return {
    id: s.providerSessionId,
    status: s.status,
    amount: paiseToRupees(s.amountPaise),
    currency: 'INR',
    customerEmail: s.customerEmail,
    lines: s.lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      mainImage: l.image,
      material: l.material as Material,
      purity: l.purity as Purity,
      selectedSize: l.selectedSize,
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unitPricePaise),
      lineTotal: paiseToRupees(l.unitPricePaise * l.quantity),
    })),
    shippingAddress: s.shippingAddress,
    createdAt: s.createdAt.toISOString(),
    // The lines keep their prices; the amount is net of the code (docs/decisions/099).
    discount: s.discountCode ? { code: s.discountCode, amount: paiseToRupees(s.discountPaise) } : null,
  };
}

/**
 * The outcome the shopper chose; a payment only when the card or UPI ID passes the test rule
 * (src/domain/test-cards.ts, test-upi.ts), which may also turn it into a decline. Wrong input is a 400 and leaves
 * the session open: the shopper corrects it and tries again.
 */
function chosenOutcome(body: SandboxCompleteBody): SandboxCompleteBody['outcome'] {
  if (body.outcome !== 'paid') return body.outcome;
  const check =
    body.method === 'upi'
      ? checkTestVpa(body.vpa ?? '')
      : checkTestCard({ cardNumber: body.cardNumber ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' });
  if (!check.ok) throw badRequest(check.message, [{ path: check.field, message: check.message }]);
  return check.outcome;
}

/**
 * The test provider's hosted page (/payment-sandbox/{id}) talks to these two calls. They exist only while the
 * test provider is the shop's provider (with Stripe or Razorpay configured they answer 404: nobody "pays" for free),
 * and only for the signed-in owner of the session — or, for a guest's session, whoever holds its key (`?key=`, given
 * with the page's address; docs/decisions/108): another shopper's session is as good as unknown (404).
 *
 * Pay sends the card fields or a UPI ID; the SERVER applies the card rule of src/domain/test-cards.ts or the UPI
 * rule of src/domain/test-upi.ts and decides.
 * A paid session becomes its order at once (the test provider's equivalent of Stripe's webhook), so the order
 * exists even if the shopper never reaches /payment-success.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  async function ownTestSession(
    sessionId: string,
    key: string | undefined,
    request: FastifyRequest,
  ): Promise<PaymentSessionRow> {
    if (app.payments.id !== 'test') throw notFound(CHECKOUT_MESSAGES.sandboxOnly);
    // Neither a token nor a guest's key: as before, the page needs a signed-in shopper.
    if (!request.user && !key) throw unauthorized(AUTH_MESSAGES.missing);
    const session = await findSessionFor(app, app.db, sessionId, {
      userId: request.user?.id ?? null,
      guestKey: key,
    });
    if (!session || session.provider !== 'test') throw notFound(CHECKOUT_MESSAGES.sessionNotFound);
    // The page closes after CHECKOUT_LIMITS.paymentPageMinutes, as Stripe's does, before the stock hold lapses.
    return expireIfStale(app.db, session);
  }

  /** GET /api/payment/sandbox/{sessionId} — what the page shows: amount, lines, address, status. */
  app.get(
    '/payment/sandbox/:sessionId',
    {
      onRequest: app.identify,
      schema: { params: SessionIdParams, querystring: GuestKeyQuery, response: { 200: SandboxSessionReply } },
    },
    async (request): Promise<SandboxSessionReply> => {
      const s = await ownTestSession(request.params.sessionId, request.query.key, request);
      return {
        success: true as const,
        session: sandboxView(s),
      };
    },
  );

  /** POST /api/payment/sandbox/{sessionId}/complete — body { outcome, method?, cardNumber?, expiry?, cvc?, vpa? }. */
  app.post(
    '/payment/sandbox/:sessionId/complete',
    {
      onRequest: app.identify,
      schema: {
        params: SessionIdParams,
        body: SandboxCompleteBody,
        querystring: GuestKeyQuery,
        response: { 200: SandboxCompleteReply },
      },
    },
    async (request): Promise<SandboxCompleteReply> => {
      const body = request.body;
      let session = await ownTestSession(request.params.sessionId, request.query.key, request);
      const paidReply = (): SandboxCompleteReply => ({
        success: true,
        outcome: 'paid',
        message: CHECKOUT_MESSAGES.paid,
        redirectUrl: paymentSuccessPath(session.providerSessionId, guestKeyOfSession(app, session)),
      });
      // Paying twice (a double click, a reload) changes nothing.
      if (session.status === 'paid') return paidReply();
      if (session.status === 'expired') throw conflict(CHECKOUT_MESSAGES.sessionExpired);
      if (session.status !== 'open') throw conflict(CHECKOUT_MESSAGES.sessionClosed);

      const upi = body.method === 'upi';
      const outcome = chosenOutcome(body);

      if (outcome === 'paid') {
        session = await markPaid(app.db, session);
        if (session.status !== 'paid') throw conflict(CHECKOUT_MESSAGES.sessionClosed);
        try {
          await placeOrder(app, session);
        } catch (err) {
          // The payment is recorded; createOrder from /payment-success makes the order on the next try.
          request.log.error({ err, session: session.id }, 'order could not be made right after payment');
        }
        return paidReply();
      }

      session = await markClosed(app.db, session, outcome);
      if (session.status === 'paid') return paidReply();
      if (session.status !== outcome) throw conflict(CHECKOUT_MESSAGES.sessionClosed);
      return {
        success: true,
        outcome,
        message:
          outcome !== 'declined'
            ? CHECKOUT_MESSAGES.cancelled
            : upi
              ? UPI_MESSAGES.declined
              : CARD_MESSAGES.declined,
        redirectUrl: PAYMENT_CANCEL_PATH,
      };
    },
  );
};

export default sandboxRoutes;
