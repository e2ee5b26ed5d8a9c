import { CHECKOUT_MESSAGES } from '../../../domain/schemas/payments';
import { AppError } from '../../errors';
import { PaymentProviderError } from '../../lib/payments';

/**
 * A provider that failed answers 502, one that did not answer in time 503 (with Retry-After) — each with a
 * sentence the shopper can act on; the provider's own words go to the log only.
 */
export function providerFailure(err: unknown): unknown {
  if (!(err instanceof PaymentProviderError)) return err;
  return err.kind === 'unavailable'
    ? new AppError(503, CHECKOUT_MESSAGES.providerUnavailable)
    : new AppError(502, CHECKOUT_MESSAGES.providerFailed);
}
