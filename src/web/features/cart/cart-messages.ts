/**
 * The cart's toasts and fallbacks of docs/shop/storefront.md §8 "Cart", in the spec's words. Kept free of zod
 * (the domain's CART_MESSAGES sit beside zod schemas): the header's cart badge and this hook are part of the
 * first download.
 *
 * Each failing call has two fallbacks: the first when the server answered without a message, the second ("Server
 * error …") when it could not be reached at all.
 */
export const CART_TOASTS = {
  invalid: 'Invalid product or variant data to add to cart.',
  /** The server's sentence of a successful add; the screens show the added moment instead (decision 110). */
  added: 'Item added to cart!',
  removed: 'Item removed from cart!',
  updated: 'Cart updated!',
  merged: 'Your guest cart has been merged!',
  mergeChanges: 'Some pieces in your guest cart changed as it was merged:',
  /** The server says 'Please select a size.' (docs/api/buying.md); shoppers read this (cart-errors.ts maps it). */
  sizeRequired: 'Please choose a size.',
  sizeUnavailable: 'That size is not available for this piece.',
  confirmRemove: 'Are you sure you want to remove this item from your cart?',
} as const;

export type CartCall = 'fetch' | 'add' | 'remove' | 'update' | 'merge';

export const CART_FALLBACKS: Record<CartCall, { failed: string; unreachable: string }> = {
  fetch: { failed: 'Failed to fetch cart.', unreachable: 'Server error fetching cart.' },
  add: { failed: 'Failed to add item to cart.', unreachable: 'Server error adding item to cart.' },
  remove: {
    failed: 'Failed to remove item from cart.',
    unreachable: 'Server error removing item from cart.',
  },
  update: { failed: 'Failed to update cart.', unreachable: 'Server error updating cart.' },
  merge: { failed: 'Failed to merge guest cart.', unreachable: 'Server error merging guest cart.' },
};
