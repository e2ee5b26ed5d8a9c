import { CHECKOUT_MESSAGES } from '#domain/schemas/payments';
import { AppError } from '#server/errors';
import { PaymentProviderError } from '#server/lib/payments';

/**
 * What the shopper reads when the provider fails while their payment is being confirmed (their return to
 * /payment-success). Nothing was decided: the session stays open, no order is made and the cart is kept, so a
 * retry later (or the provider's webhook) finishes the purchase.
 */
export const CONFIRM_MESSAGES = {
  providerUnavailable:
    'The payment provider is not answering, so your payment cannot be confirmed yet. Your cart is kept; please try again in a moment.',
  providerFailed:
    'We could not confirm your payment with the payment provider just now. Your cart is kept; please try again in a moment.',
} as const;

/**
 * A provider that failed answers 502, one that did not answer in time (or could not be reached) 503 with
 * Retry-After — each with a sentence the shopper can act on, for the stage they were at ('start': opening the
 * payment page, 'confirm': checking a payment); the provider's own words go to the log only.
 */
export function providerFailure(err: unknown, stage: 'start' | 'confirm' = 'start'): unknown {
  if (!(err instanceof PaymentProviderError)) return err;
  const messages = stage === 'confirm' ? CONFIRM_MESSAGES : CHECKOUT_MESSAGES;
  return err.kind === 'unavailable'
    ? new AppError(503, messages.providerUnavailable)
    : new AppError(502, messages.providerFailed);
}
