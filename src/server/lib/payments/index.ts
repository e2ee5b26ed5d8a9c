/**
 * Picks the payment provider from the configuration — PAYMENT_PROVIDER, or the one whose keys are set, else the
 * built-in test provider (src/server/config.ts; docs/decisions/030, 094) — and makes it available as
 * `app.payments`.
 */
import type { AppConfig } from '#server/config';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import type { RazorpayApiTarget } from './razorpay-sdk';
import { createStripeProvider, type StripeApiTarget } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

export * from './provider';
export type { StripeApiTarget } from './stripe-provider';
export type { RazorpayApiTarget } from './razorpay-sdk';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export interface PaymentOptions {
  /** Use this provider instead of the configured one. */
  provider?: PaymentProvider;
  /** Point the Stripe SDK at another API host (a local stub in tests). */
  stripeApi?: StripeApiTarget;
  /** Point the Razorpay SDK at another API address (a local stub in tests). */
  razorpayApi?: RazorpayApiTarget;
  /** Timeout of each provider call in milliseconds. */
  timeoutMs?: number;
}

/** Async: the chosen provider's SDK is imported only now, so an unused one costs no memory (docs/decisions/106). */
export async function createPaymentProvider(
  config: AppConfig,
  options: PaymentOptions = {},
): Promise<PaymentProvider> {
  if (options.provider) return options.provider;
  // config.ts refuses a provider whose keys are missing, so the keys are there when it is chosen.
  if (config.paymentProvider === 'stripe' && config.stripe) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      appUrl: config.appUrl,
      api: options.stripeApi,
      timeoutMs: options.timeoutMs,
    });
  }
  if (config.paymentProvider === 'razorpay' && config.razorpay) {
    return createRazorpayProvider({
      keyId: config.razorpay.keyId,
      keySecret: config.razorpay.keySecret,
      webhookSecret: config.razorpay.webhookSecret,
      appUrl: config.appUrl,
      api: options.razorpayApi,
      timeoutMs: options.timeoutMs,
    });
  }
  return createTestPaymentProvider({ appUrl: config.appUrl });
}
