/**
 * The payment provider interface, in the spirit of Medusa's payment providers: the shop prices the cart and keeps
 * the snapshot; a provider only hosts the card page, tells whether a session was paid and reads its webhooks.
 * Two implementations: the built-in test provider (test-provider.ts) and Stripe Checkout (stripe-provider.ts).
 * See docs/decisions/030-payment-provider-interface.md.
 */
import type { SnapshotLine } from '../../db/schema';

export type PaymentProviderId = 'test' | 'stripe';

export interface InitiateCheckoutInput {
  /** Our payment_sessions.id (a UUID made before the call), sent as metadata so webhooks can name it. */
  sessionId: string;
  userId: string;
  customerEmail: string;
  lines: SnapshotLine[];
  amountPaise: number;
  currency: 'INR';
}

export interface InitiatedCheckout {
  /** The provider's id: what the client calls the session id (Stripe's cs_…, the test provider's sbx_…). */
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

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Creates the hosted checkout. Throws PaymentProviderError when the provider fails or does not answer in time. */
  initiateCheckout(input: InitiateCheckoutInput): Promise<InitiatedCheckout>;
  /**
   * Asks the provider whether a session was paid (the browser's return after payment does not prove it).
   * Throws PaymentProviderError when the provider fails or does not answer in time.
   */
  getCheckoutStatus(providerSessionId: string): Promise<ProviderCheckoutStatus>;
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
