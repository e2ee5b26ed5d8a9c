/**
 * Who wants to know when the shopper signs in or out. The cart registers the guest-cart merge with
 * `onSignedIn`; the wishlist drops its guest list. `emitSignedIn` waits for every listener (a failing one is
 * logged and does not stop the others), so a checkout can continue once the cart is merged.
 *
 * Kept free of React and zod: it ships in the first-load bundle.
 */
import type { SessionUser } from '#web/lib/session';

type SignedInListener = (user: SessionUser) => void | Promise<void>;
type SignedOutListener = () => void | Promise<void>;

const signedIn = new Set<SignedInListener>();
const signedOut = new Set<SignedOutListener>();

/** Calls `fn` after every login or registration that signs the shopper in. Returns an unsubscribe function. */
export function onSignedIn(fn: SignedInListener): () => void {
  signedIn.add(fn);
  return () => signedIn.delete(fn);
}

/** Calls `fn` after every logout (the Logout item, the profile's Log Out, a rejected session). */
export function onSignedOut(fn: SignedOutListener): () => void {
  signedOut.add(fn);
  return () => signedOut.delete(fn);
}

async function run<A extends unknown[]>(listeners: Iterable<(...args: A) => unknown>, ...args: A) {
  const results = await Promise.allSettled([...listeners].map(async (fn) => fn(...args)));
  for (const r of results) if (r.status === 'rejected') console.error('session listener failed', r.reason);
}

export function emitSignedIn(user: SessionUser): Promise<void> {
  return run(signedIn, user);
}

export function emitSignedOut(): Promise<void> {
  return run(signedOut);
}
