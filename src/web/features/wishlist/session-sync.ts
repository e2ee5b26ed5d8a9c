/**
 * The wishlist's part in signing in and out (storefront.md §4 "Wishlist"): when the shopper is authenticated the
 * guest list is discarded (the server list is theirs from now on); after sign-out the server list leaves the
 * query cache. Registered once, when the wishlist hook is first imported.
 */
import { queryClient } from '../../app/query-client';
import { session } from '../../lib/session';
import { onSignedIn, onSignedOut } from '../auth/session-events';
import { wishlistKeys } from './api/wishlist-keys';
import { guestWishlist } from './guest-wishlist';

let registered = false;
export function registerWishlistSessionSync(): void {
  if (registered || typeof window === 'undefined') return;
  registered = true;
  onSignedIn(() => guestWishlist.clear());
  onSignedOut(() => {
    queryClient.removeQueries({ queryKey: wishlistKeys.all });
  });
  if (session.token() && guestWishlist.items().length) guestWishlist.clear();
}
