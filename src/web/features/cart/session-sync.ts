/**
 * The cart's part in signing in and out (docs/shop/storefront.md §4 "Cart"):
 * - after every sign-in the guest cart is merged into the server cart and then deleted (the merge itself is a
 *   chunk loaded on demand, see merge-guest-cart.tsx); a page load that finds a guest cart beside a session
 *   (a merge that failed last time) tries again;
 * - after sign-out the server cart leaves the query cache, so the next shopper on this browser never sees it.
 *
 * `registerCartSessionSync` runs once, when the cart hook is first imported (the header imports it).
 */
import { queryClient } from '../../app/query-client';
import { session } from '../../lib/session';
import { onSignedIn, onSignedOut } from '../auth/session-events';
import { cartKeys } from './api/cart-keys';
import { guestCart } from './guest-cart';
import { mergeState } from './merge-state';

let inFlight: Promise<void> | null = null;

/** Merges the guest cart now (one merge at a time; a second call joins the running one). */
export function mergeGuestCartNow(userId: string): Promise<void> {
  if (!guestCart.lines().length) return Promise.resolve();
  if (inFlight) return inFlight;
  // Raised now, synchronously: the screens re-render with the session before the merge chunk has loaded, and
  // must not fetch (or show) the server cart without the guest lines in that moment.
  mergeState.set(true);
  inFlight = import('./merge-guest-cart')
    .then((m) => m.mergeGuestCart(userId))
    .catch((err: unknown) => {
      console.error('guest cart merge failed', err);
      return false;
    })
    .then((merged) => {
      inFlight = null;
      mergeState.set(false);
      // A piece added while the merge ran went into the guest cart (the hook was still in guest mode): merge it
      // too. Only after a success, so a failing server is not asked again and again.
      if (merged && guestCart.lines().length && session.get().user?._id === userId)
        return mergeGuestCartNow(userId);
    });
  return inFlight;
}

let registered = false;
export function registerCartSessionSync(): void {
  if (registered || typeof window === 'undefined') return;
  registered = true;
  onSignedIn((user) => mergeGuestCartNow(user._id));
  onSignedOut(() => {
    queryClient.removeQueries({ queryKey: cartKeys.all });
  });
  const { user } = session.get();
  if (user && guestCart.lines().length) void mergeGuestCartNow(user._id);
}
