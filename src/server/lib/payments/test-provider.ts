/**
 * The built-in test payment provider (docs/shop/conventions.md §5 "Payment and orders"): used whenever
 * STRIPE_SECRET_KEY is not set. Its hosted page is the shop's own `/payment-sandbox/{id}`; the card rule lives in
 * src/domain/test-cards.ts and the page's outcome is recorded by POST /api/payment/sandbox/{id}/complete,
 * straight into payment_sessions — so there is nothing to ask the provider and no webhook.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { guestKeyQuery } from './guest-key-query';

export const SANDBOX_SESSION_PREFIX = 'sbx_';

export function createTestPaymentProvider(options: { appUrl: string }): PaymentProvider {
  return {
    id: 'test',
    acceptsWebhooks: false,
    async initiateCheckout({ guestKey }) {
      // 128 random bits: the id is the only thing in the page's URL (and a guest's key: docs/decisions/108).
      const providerSessionId = `${SANDBOX_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
      const url = `${options.appUrl}/payment-sandbox/${providerSessionId}${guestKeyQuery(guestKey, '?')}`;
      return { providerSessionId, url };
    },
    async getCheckoutStatus() {
      // The sandbox page records its outcome in our own table; the session row is the whole truth.
      return { status: 'unknown' };
    },
    async expireCheckout() {
      // The sandbox page reads the session row, which the shop closes itself: nothing to tell.
      return 'expired';
    },
    async refundCheckout({ sessionId, refundKey }) {
      // No money moved: the refund is recorded under an id of the test provider's own, one per key.
      return { refundId: `rf_test_${(refundKey ?? sessionId).replace(/-/g, '').slice(0, 24)}` };
    },
    parseWebhook() {
      return { action: 'ignored', type: 'test provider takes no webhooks' };
    },
  };
}
