/**
 * Guest checkout in the browser (issue 17, docs/decisions/108): the e-mail a guest gave at step 1, kept for the
 * tab (sessionStorage), so a return from the payment page ('Try Again') still knows them. A guest with an e-mail
 * has step 1 completed; create-checkout sends the e-mail and the bag without a token.
 */
import { createStore, useStore } from '#web/lib/store';
import { SESSION_KEYS, readSessionJson, removeSessionKey, writeSessionJson } from '#web/lib/storage';

const email = createStore<string | null>(
  () => {
    const stored = readSessionJson<unknown>(SESSION_KEYS.guestCheckoutEmail);
    return typeof stored === 'string' && stored ? stored : null;
  },
  () => null,
);

export function setGuestCheckoutEmail(next: string | null): void {
  if (next) writeSessionJson(SESSION_KEYS.guestCheckoutEmail, next);
  else removeSessionKey(SESSION_KEYS.guestCheckoutEmail);
  email.set(next);
}

/** The guest's checkout e-mail, or null (also on the server render: storage is the browser's). */
export function useGuestCheckoutEmail(): string | null {
  return useStore(email);
}

/**
 * A light check before the server's (which decides): something@something.something, no spaces. The messages are
 * the server's own (domain/payment-constants.ts).
 */
export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
