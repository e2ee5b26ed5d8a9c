/**
 * The sentence a failed storefront call shows (docs/shop/storefront.md §8): the server's message, else the call's
 * fallback; "unreachable" when the request never got an answer (status 0). The cart and the wishlist share it.
 */
import { ApiError } from './api-client';

export interface Fallbacks {
  failed: string;
  unreachable: string;
}

export function failureMessage(
  err: unknown,
  fallback: Fallbacks,
  plainWords: Readonly<Record<string, string>> = {},
): string {
  if (!(err instanceof ApiError)) return fallback.failed;
  if (err.status === 0) return fallback.unreachable;
  return (err.message && (plainWords[err.message] ?? err.message)) || fallback.failed;
}

/** True when the error means the session ended (the api-client already logs out silently). */
export const isSessionError = (err: unknown) => err instanceof ApiError && err.status === 401;
