/** Which sentence a failed cart call shows: the server's message, else the §8 fallback for that call. */
import { CART_MESSAGES } from '#domain/cart-constants';
import { toast } from '#web/lib/toast';
import { failureMessage, isSessionError } from '#web/lib/failure-message';
import { CART_FALLBACKS, CART_TOASTS, type CartCall } from './cart-messages';

export { isSessionError };

/** The API's fixed sentences that read as jargon, in the shop's words (docs/decisions/110). */
const PLAIN_WORDS: Record<string, string> = {
  [CART_MESSAGES.sizeRequired]: CART_TOASTS.sizeRequired,
};

export function cartErrorMessage(err: unknown, call: CartCall): string {
  return failureMessage(err, CART_FALLBACKS[call], PLAIN_WORDS);
}

/** Toasts a failed cart call unless the session just ended (then the guard's message is the one to see). */
export function toastCartFailure(err: unknown, call: CartCall): void {
  if (isSessionError(err)) return;
  toast.error(cartErrorMessage(err, call), { id: `cart-${call}-failed` });
}
