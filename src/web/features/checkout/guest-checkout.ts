/**
 * Guest checkout in the browser (issue 17, docs/decisions/108): the e-mail a guest gave at step 1, kept for the
 * tab (sessionStorage), so a return from the payment page ('Try Again') still knows them. A guest with an e-mail
 * has step 1 completed; create-checkout sends the e-mail and the bag without a token.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, readSessionJson, removeSessionKey, writeSessionJson } from '../../lib/storage';

const listeners = new Set<() => void>();
let current: string | null = null;
let loaded = false;

function read(): string | null {
  if (!loaded) {
    loaded = true;
    const stored = readSessionJson<unknown>(SESSION_KEYS.guestCheckoutEmail);
    current = typeof stored === 'string' && stored ? stored : null;
  }
  return current;
}

export function setGuestCheckoutEmail(email: string | null): void {
  loaded = true;
  current = email;
  if (email) writeSessionJson(SESSION_KEYS.guestCheckoutEmail, email);
  else removeSessionKey(SESSION_KEYS.guestCheckoutEmail);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The guest's checkout e-mail, or null (also on the server render: storage is the browser's). */
export function useGuestCheckoutEmail(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/**
 * A light check before the server's (which decides): something@something.something, no spaces. The messages are
 * the server's own (domain/payment-constants.ts).
 */
export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
