/**
 * Picks the payment provider from the configuration (conventions.md: Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the built-in test provider) and makes it available as `app.payments`.
 */
import type { AppConfig } from '../../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeApiTarget } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

export * from './provider';
export type { StripeApiTarget } from './stripe-provider';

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
  /** Timeout of each provider call in milliseconds. */
  timeoutMs?: number;
}

export function createPaymentProvider(config: AppConfig, options: PaymentOptions = {}): PaymentProvider {
  if (options.provider) return options.provider;
  if (config.stripe) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      appUrl: config.appUrl,
      api: options.stripeApi,
      timeoutMs: options.timeoutMs,
    });
  }
  return createTestPaymentProvider({ appUrl: config.appUrl });
}
