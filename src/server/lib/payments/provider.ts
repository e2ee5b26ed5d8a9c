/**
 * The payment provider interface, in the spirit of Medusa's payment providers: the shop prices the cart and keeps
 * the snapshot; a provider only hosts the card page, tells whether a session was paid and reads its webhooks.
 * Three implementations: the built-in test provider (test-provider.ts), Stripe Checkout (stripe-provider.ts) and
 * Razorpay Payment Links (razorpay-provider.ts). See docs/decisions/030-payment-provider-interface.md and 094.
 */
import type { SnapshotLine } from '#server/db/schema';

export type PaymentProviderId = 'test' | 'stripe' | 'razorpay';

export interface InitiateCheckoutInput {
  /** Our payment_sessions.id (a UUID made before the call), sent as metadata so webhooks can name it. */
  sessionId: string;
  /** null for a guest's checkout (docs/decisions/108). */
  userId: string | null;
  customerEmail: string;
  lines: SnapshotLine[];
  /** What the provider charges: the lines' total less any discount code. */
  amountPaise: number;
  currency: 'INR';
  /** A discount code taken off the lines: what each line gives up, in the lines' order (docs/decisions/099). */
  discount?: { code: string; lineDiscountsPaise: number[] };
  /**
   * A guest's key to their checkout (modules/checkout/guest-access.ts): put in the hosted page's address (the test
   * provider) and the return address, as the `key` parameter, so the guest's browser can act for the session.
   */
  guestKey?: string;
}

export interface InitiatedCheckout {
  /** The provider's id: what the client calls the session id (Stripe's cs_…, Razorpay's plink_…, sbx_…). */
  providerSessionId: string;
  /** The hosted payment page to send the shopper to. */
  url: string;
}

export interface ProviderCheckoutStatus {
  status: 'open' | 'paid' | 'expired' | 'unknown';
  /** Our session id as the provider echoes it back (metadata), when it does. */
  sessionId?: string;
  /** What the provider says was charged, in paise, when it says. */
  amountPaise?: number;
}

/** What a verified webhook asks the shop to do. */
export type WebhookAction =
  | { action: 'paid'; providerSessionId: string; sessionId?: string; amountPaise?: number }
  | { action: 'expired'; providerSessionId: string }
  | { action: 'declined'; providerSessionId: string }
  | { action: 'ignored'; type: string };

/** The query parameters a provider adds to the shopper's return from its page, as the return page got them. */
export type ReturnParams = Partial<Record<string, string>>;

/**
 * What a provider makes of them: 'valid' — signed by the provider for this checkout; 'invalid' — forged, tampered
 * with, incomplete, or about another checkout; 'none' — the return carries no signed parameters.
 */
export type ReturnCheck = 'valid' | 'invalid' | 'none';

/** What became of a hosted checkout the shop asked the provider to close. */
export type ExpireOutcome = 'expired' | 'paid';

export interface RefundInput {
  providerSessionId: string;
  /** Our payment_sessions.id (sent with the refund, so the provider's dashboard names the checkout). */
  sessionId: string;
  /** What to give back; the whole payment (what is left of it) when left out. */
  amountPaise?: number;
  /**
   * One refund per key: a retried call with the same key is the same refund. An order's refunds use their
   * `refunds` row id (docs/decisions/097); left out, the session id — the one whole refund of a payment that
   * arrived for a closed checkout (docs/decisions/087).
   */
  refundKey?: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Creates the hosted checkout. Throws PaymentProviderError when the provider fails or does not answer in time. */
  initiateCheckout(input: InitiateCheckoutInput): Promise<InitiatedCheckout>;
  /**
   * Asks the provider whether a session was paid (the browser's return after payment does not prove it).
   * Throws PaymentProviderError when the provider fails or does not answer in time.
   */
  getCheckoutStatus(providerSessionId: string): Promise<ProviderCheckoutStatus>;
  /**
   * Closes a hosted checkout so it can no longer be paid (a newer checkout of the same shopper replaces it).
   * Answers 'paid' when it was paid before it could be closed. Throws PaymentProviderError on failure.
   */
  expireCheckout(providerSessionId: string): Promise<ExpireOutcome>;
  /**
   * Gives back a checkout's payment, in whole (a payment that arrived for a session the shop had closed) or in
   * part (an order's refund). Idempotent per `refundKey`. The provider refuses more than is left of the payment.
   * Throws PaymentProviderError on failure.
   */
  refundCheckout(input: RefundInput): Promise<{ refundId: string }>;
  /**
   * Checks the signature a provider puts on the shopper's return (Razorpay's callback). Proof of nothing by
   * itself — the payment is still confirmed with getCheckoutStatus — but a forged one is refused outright.
   * Providers whose return is unsigned (Stripe, the test provider) leave it out.
   */
  verifyReturn?(
    checkout: { providerSessionId: string; sessionId: string },
    params: ReturnParams,
  ): ReturnCheck;
  /** Whether POST /api/payment/webhook is meaningful for this provider. */
  readonly acceptsWebhooks: boolean;
  /** Verifies a webhook on its exact bytes and reads it. Throws WebhookSignatureError when it is not authentic. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookAction;
}

/** The provider failed ('failed', answered 502) or could not be reached in time ('unavailable', answered 503). */
export class PaymentProviderError extends Error {
  constructor(
    public readonly kind: 'failed' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Provider calls give up after this long (the SDK's own default is 80 s — far too long for a shopper). */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
