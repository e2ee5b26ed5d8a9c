/**
 * The server cart's messages and limits (docs/shop/storefront.md §8 "Cart"), without zod (docs/decisions/112 "zod
 * off the first load").
 */

export const CART_MESSAGES = {
  invalidItem: 'Invalid product or variant data to add to cart.',
  invalidQuantity: 'Quantity must be a whole number.',
  notFound: 'This product is no longer available.',
  sizeRequired: 'Please select a size.',
  sizeUnavailable: 'That size is not available for this piece.',
  lineNotFound: 'Item not found in your cart.',
  ambiguousLine: 'Several sizes of this piece are in your cart. Please choose which one.',
  tooManyGuestItems: 'Your guest cart has too many lines to merge.',
  fetched: 'Cart fetched.',
  added: 'Item added to cart!',
  removed: 'Item removed from cart!',
  updated: 'Cart updated!',
  merged: 'Your guest cart has been merged!',
  mergedWithChanges: 'Your guest cart has been merged, with some changes.',
} as const;

export const CART_LIMITS = {
  /** Largest quantity one request may name (stock caps it further). */
  maxQuantity: 9999,
  /** Lines a guest cart may bring to a merge. */
  maxMergeLines: 100,
  maxSizeLength: 40,
} as const;
