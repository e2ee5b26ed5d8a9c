/**
 * The wishlist's part in signing in and out, like the bag's (../cart/guest-list-sync.ts, docs/decisions/110): the
 * guest list joins the account's wishlist after sign-in (merge-guest-wishlist.ts, loaded on demand), the server
 * list leaves the cache after sign-out. Registered once, when the wishlist hook is first imported.
 */
import { guestListSync } from '../cart/guest-list-sync';
import { wishlistKeys } from './api/wishlist-keys';
import { guestWishlist } from './guest-wishlist';

const sync = guestListSync({
  name: 'guest wishlist',
  hasItems: () => guestWishlist.items().length > 0,
  subscribe: guestWishlist.subscribe,
  serverKey: wishlistKeys.all,
  merge: (userId) => import('./merge-guest-wishlist').then((m) => m.mergeGuestWishlist(userId)),
});

export const mergeGuestWishlistNow = sync.mergeNow;
export const registerWishlistSessionSync = sync.register;
