/**
 * Stripe Checkout through the official SDK (used when STRIPE_SECRET_KEY is set). A Checkout Session in INR whose
 * line items are the snapshot's priced lines; payment is confirmed by retrieving the session (payment_status
 * 'paid') when the shopper returns, and by the `checkout.session.completed` webhook when they don't.
 *
 * `api` points the SDK at another host (tests run it against a local stub of Stripe's HTTP API).
 *
 * The SDK (about 20 MB of memory) is imported only when Stripe is the configured provider (docs/decisions/106).
 */
import type Stripe from 'stripe';
import { CHECKOUT_LIMITS, PAYMENT_CANCEL_PATH } from '#domain/schemas/payments';
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  type InitiateCheckoutInput,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderCheckoutStatus,
  type WebhookAction,
} from './provider';
import { stripeLineItems } from './stripe-line-items';
import { guestKeyQuery } from './guest-key-query';

export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  appUrl: string;
  api?: StripeApiTarget;
  timeoutMs?: number;
}

/** Stripe replaces {CHECKOUT_SESSION_ID} with the session's id when it sends the shopper back. */
const SUCCESS_PATH = '/payment-success?session_id={CHECKOUT_SESSION_ID}';

function toProviderError(err: unknown, what: string): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const type = (err as { type?: string })?.type;
  // Connection errors include the SDK's own timeout; everything else is an answer we cannot use.
  const kind = type === 'StripeConnectionError' ? 'unavailable' : 'failed';
  return new PaymentProviderError(kind, `Stripe ${what} failed: ${(err as Error)?.message ?? err}`, {
    cause: err,
  });
}

function checkoutStatus(session: Stripe.Checkout.Session): ProviderCheckoutStatus {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return {
    status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    sessionId: session.metadata?.sessionId ?? session.client_reference_id ?? undefined,
    amountPaise: session.amount_total ?? undefined,
  };
}

/** A checkout line as a Stripe line item: its unit price after any discount, and what the shopper bought. */
function lineItem(
  { line, quantity, unitAmountPaise, note }: ReturnType<typeof stripeLineItems>[number],
  imageBase: string | undefined,
): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity,
    price_data: {
      currency: 'inr',
      unit_amount: unitAmountPaise,
      product_data: {
        name: line.name,
        description: [line.material, line.purity, line.selectedSize && `Size ${line.selectedSize}`, note]
          .filter(Boolean)
          .join(' · '),
        ...(imageBase && line.image.startsWith('/') ? { images: [`${imageBase}${line.image}`] } : {}),
        metadata: { sku: line.sku, variantId: line.variantId },
      },
    },
  };
}

/** The Checkout Session of a checkout: INR, the snapshot's lines, named by our session id, back to the shop. */
function checkoutSessionParams(
  input: InitiateCheckoutInput,
  appUrl: string,
  imageBase: string | undefined,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    currency: 'inr',
    customer_email: input.customerEmail,
    client_reference_id: input.sessionId,
    metadata: { sessionId: input.sessionId, userId: input.userId ?? '' },
    payment_intent_data: { metadata: { sessionId: input.sessionId } },
    // A discount code reduces the lines it applies to (Stripe takes no negative line): stripe-line-items.ts.
    line_items: stripeLineItems(input.lines, input.discount).map((item) => lineItem(item, imageBase)),
    // Closed before the checkout's stock hold lapses (docs/decisions/032).
    expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIMITS.paymentPageMinutes * 60,
    success_url: `${appUrl}${SUCCESS_PATH}${guestKeyQuery(input.guestKey, '&')}`,
    cancel_url: `${appUrl}${PAYMENT_CANCEL_PATH}`,
  };
}

/** What a verified Stripe event asks of the shop. */
function webhookAction(event: Stripe.Event): WebhookAction {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const status = checkoutStatus(session);
      // A delayed payment method completes the session unpaid; its success arrives as a second event.
      if (status.status !== 'paid') return { action: 'ignored', type: `${event.type} (unpaid)` };
      return {
        action: 'paid',
        providerSessionId: session.id,
        sessionId: status.sessionId,
        amountPaise: status.amountPaise,
      };
    }
    case 'checkout.session.async_payment_failed':
      return { action: 'declined', providerSessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { action: 'expired', providerSessionId: event.data.object.id };
    default:
      return { action: 'ignored', type: event.type };
  }
}

export async function createStripeProvider(options: StripeProviderOptions): Promise<PaymentProvider> {
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(options.secretKey, {
    timeout: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Aurelia' },
    ...(options.api
      ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
      : {}),
  });
  // Stripe fetches product images itself, so only public https addresses are worth sending.
  const imageBase = options.appUrl.startsWith('https://') ? options.appUrl : undefined;

  return {
    id: 'stripe',
    acceptsWebhooks: true,

    async initiateCheckout(input) {
      try {
        const session = await stripe.checkout.sessions.create(
          checkoutSessionParams(input, options.appUrl, imageBase),
          // A retried request must not open a second session.
          { idempotencyKey: `checkout-${input.sessionId}` },
        );
        if (!session.url)
          throw new PaymentProviderError('failed', 'Stripe returned a session without a URL.');
        return { providerSessionId: session.id, url: session.url };
      } catch (err) {
        throw toProviderError(err, 'checkout creation');
      }
    },

    async getCheckoutStatus(providerSessionId) {
      try {
        return checkoutStatus(await stripe.checkout.sessions.retrieve(providerSessionId));
      } catch (err) {
        if ((err as { statusCode?: number })?.statusCode === 404) return { status: 'unknown' };
        throw toProviderError(err, 'session retrieval');
      }
    },

    async expireCheckout(providerSessionId) {
      try {
        await stripe.checkout.sessions.expire(providerSessionId);
        return 'expired';
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open: find out whether it was paid meanwhile.
        if ((err as { type?: string })?.type !== 'StripeInvalidRequestError') {
          throw toProviderError(err, 'session expiry');
        }
        try {
          const session = await stripe.checkout.sessions.retrieve(providerSessionId);
          return checkoutStatus(session).status === 'paid' ? 'paid' : 'expired';
        } catch (again) {
          throw toProviderError(again, 'session expiry');
        }
      }
    },

    async refundCheckout({ providerSessionId, sessionId, amountPaise, refundKey }) {
      const key = refundKey ?? sessionId;
      try {
        const session = await stripe.checkout.sessions.retrieve(providerSessionId);
        const intent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new PaymentProviderError('failed', 'Stripe session has no payment to refund.');
        const refund = await stripe.refunds.create(
          {
            payment_intent: intent,
            ...(amountPaise === undefined ? {} : { amount: amountPaise }),
            metadata: { sessionId, ...(refundKey ? { refundId: refundKey } : {}) },
          },
          // A retried refund (webhook redelivery, a race, the SDK's own retry) is the same refund.
          { idempotencyKey: `refund-${key}` },
        );
        return { refundId: refund.id };
      } catch (err) {
        throw toProviderError(err, 'refund');
      }
    },

    parseWebhook(rawBody, headers): WebhookAction {
      if (!options.webhookSecret) {
        throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set; webhooks cannot be verified.');
      }
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature)
        throw new WebhookSignatureError('Missing Stripe signature.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return webhookAction(event);
    },
  };
}
