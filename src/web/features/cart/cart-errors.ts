/** Which sentence a failed cart call shows: the server's message, else the §8 fallback for that call. */
import { ApiError } from '../../lib/api-client';
import { CART_FALLBACKS, type CartCall } from './cart-messages';

export function cartErrorMessage(err: unknown, call: CartCall): string {
  const fallback = CART_FALLBACKS[call];
  if (err instanceof ApiError) {
    // status 0: the request never got an answer (api-client puts our fallback in the message).
    if (err.status === 0) return fallback.unreachable;
    return err.message || fallback.failed;
  }
  return fallback.failed;
}

/** True when the error means the session ended (the api-client already logs out silently). */
export const isSessionError = (err: unknown) => err instanceof ApiError && err.status === 401;
