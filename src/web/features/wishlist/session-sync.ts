/**
 * The wishlist's part in signing in and out: after every sign-in the guest list joins the account's wishlist and
 * is then deleted, like the bag (docs/decisions/110; the merge is a chunk loaded on demand,
 * merge-guest-wishlist.ts); a page load that finds a guest list beside a session (a merge that failed last time)
 * tries again. After sign-out the server list leaves the query cache. Registered once, when the wishlist hook is
 * first imported.
 */
import { queryClient } from '../../app/query-client';
import { session } from '../../lib/session';
import { onSignedIn, onSignedOut } from '../auth/session-events';
import { wishlistKeys } from './api/wishlist-keys';
import { guestWishlist } from './guest-wishlist';

let inFlight: Promise<void> | null = null;

/** Merges the guest list now (one merge at a time; a second call joins the running one). */
export function mergeGuestWishlistNow(userId: string): Promise<void> {
  if (!guestWishlist.items().length) return Promise.resolve();
  inFlight ??= import('./merge-guest-wishlist')
    .then((m) => m.mergeGuestWishlist(userId))
    .catch((err: unknown) => {
      console.error('guest wishlist merge failed', err);
      return false;
    })
    .then(() => {
      inFlight = null;
    });
  return inFlight;
}

let registered = false;
export function registerWishlistSessionSync(): void {
  if (registered || typeof window === 'undefined') return;
  registered = true;
  onSignedIn((user) => mergeGuestWishlistNow(user._id));
  onSignedOut(() => {
    queryClient.removeQueries({ queryKey: wishlistKeys.all });
  });
  const { user } = session.get();
  if (user && guestWishlist.items().length) void mergeGuestWishlistNow(user._id);
}
