import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateOrderBody, CreateOrderReply, ORDER_MESSAGES } from '#domain/schemas/orders';
import { conflict, notFound, unauthorized } from '#server/errors';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { confirmPayment, refundIfPaidAfterClose } from './confirm-payment';
import { providerFailure } from './provider-errors';
import { findSessionFor } from './guest-access';
import { checkSignedReturn } from './verify-return';
import { placeOrder } from './place-order';

const REFUSALS = {
  open: ORDER_MESSAGES.notPaid,
  cancelled: ORDER_MESSAGES.cancelled,
  declined: ORDER_MESSAGES.declined,
  expired: ORDER_MESSAGES.expired,
} as const;

/**
 * POST /api/order/createOrder — body { stripeSessionId, Razorpay's signed return parameters when it sent the
 * shopper back, …the spec's order JSON, ignored }. Called by /payment-success. Turns the caller's paid session
 * into its order, once: the same session again answers the same order (`created: false`). Lines, total and
 * address come from the session's snapshot. A signed return with a bad signature is a 400 and decides nothing
 * (verify-return.ts). A session still open is checked with the provider first (the shopper may be back
 * before the webhook); one the shop had closed (replaced by a newer checkout) but the provider took a payment for
 * is refunded, and the shopper told so. A guest's session is opened by its key (`guestKey`, from the return
 * address) instead of a token (docs/decisions/108); the reply then carries the order's e-mail and `guest: true`,
 * which the thank-you page needs, and a reload asks again with the same key.
 */
const createOrderRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: CreateOrderBody, response: { 200: CreateOrderReply } };
  app.post('/order/createOrder', { onRequest: app.identify, schema }, async (request) => {
    const body = request.body;
    // Neither a token nor a guest's key: as before, the call needs a signed-in shopper.
    if (!request.user && !body.guestKey) throw unauthorized(AUTH_MESSAGES.missing);
    let session = await findSessionFor(app, app.db, body.stripeSessionId, {
      userId: request.user?.id ?? null,
      guestKey: body.guestKey,
    });
    if (!session) throw notFound(ORDER_MESSAGES.sessionNotFound);
    checkSignedReturn(app, session, body);
    try {
      session =
        session.status === 'open'
          ? await confirmPayment(app, session)
          : await refundIfPaidAfterClose(app, session);
    } catch (err) {
      throw providerFailure(err, 'confirm');
    }
    if (session.refundedAt) throw conflict(ORDER_MESSAGES.refunded);
    if (session.status !== 'paid') throw conflict(REFUSALS[session.status]);
    const { order, created, customerEmail, guest } = await placeOrder(app, session);
    return {
      success: true as const,
      message: created ? ORDER_MESSAGES.created : ORDER_MESSAGES.alreadyCreated,
      order,
      created,
      customerEmail,
      guest,
    };
  });
};

export default createOrderRoute;
