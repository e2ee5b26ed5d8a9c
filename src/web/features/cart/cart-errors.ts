/** Which sentence a failed cart call shows: the server's message, else the §8 fallback for that call. */
import { ApiError } from '../../lib/api-client';
import { CART_MESSAGES } from '../../../domain/cart-constants';
import { CART_FALLBACKS, CART_TOASTS, type CartCall } from './cart-messages';

/** The API's fixed sentences that read as jargon, in the shop's words (docs/decisions/110). */
const PLAIN_WORDS: Record<string, string> = {
  [CART_MESSAGES.sizeRequired]: CART_TOASTS.sizeRequired,
};

export function cartErrorMessage(err: unknown, call: CartCall): string {
  const fallback = CART_FALLBACKS[call];
  if (err instanceof ApiError) {
    // status 0: the request never got an answer (api-client puts our fallback in the message).
    if (err.status === 0) return fallback.unreachable;
    return (err.message && (PLAIN_WORDS[err.message] ?? err.message)) || fallback.failed;
  }
  return fallback.failed;
}

/** True when the error means the session ended (the api-client already logs out silently). */
export const isSessionError = (err: unknown) => err instanceof ApiError && err.status === 401;
