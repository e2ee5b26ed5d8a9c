/**
 * The bag's part in signing in and out (docs/shop/storefront.md §4 "Cart"; guest-list-sync.ts says how): the
 * guest cart is merged after sign-in (merge-guest-cart.tsx, loaded on demand), the server cart leaves the cache
 * after sign-out. `registerCartSessionSync` runs once, when the cart hook is first imported (the header imports
 * it).
 */
import { cartKeys } from './api/cart-keys';
import { guestCart } from './guest-cart';
import { guestListSync } from './guest-list-sync';
import { mergeState } from './merge-state';

const sync = guestListSync({
  name: 'guest cart',
  hasItems: () => guestCart.lines().length > 0,
  subscribe: guestCart.subscribe,
  serverKey: cartKeys.all,
  merge: (userId) => import('./merge-guest-cart').then((m) => m.mergeGuestCart(userId)),
  merging: mergeState,
});

export const mergeGuestCartNow = sync.mergeNow;
export const registerCartSessionSync = sync.register;
