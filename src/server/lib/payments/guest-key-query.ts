import { GUEST_KEY_PARAM } from '#domain/payment-constants';

/** `?key=…` or `&key=…` for a guest's checkout, else nothing (docs/decisions/108). */
export function guestKeyQuery(guestKey: string | undefined, joiner: '?' | '&'): string {
  return guestKey ? `${joiner}${GUEST_KEY_PARAM}=${encodeURIComponent(guestKey)}` : '';
}
