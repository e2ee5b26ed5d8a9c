/**
 * The wishlist's sentences of docs/shop/storefront.md §5 and §8, zod-free (the header's heart badge loads with
 * the first page; the domain's WISHLIST_MESSAGES sit beside zod schemas).
 */
export const WISHLIST_TOASTS = {
  invalid: 'Invalid product data.',
  added: 'Added to wishlist!',
  removed: 'Removed from wishlist.',
  already: 'This item is already in your wishlist.',
  notFound: 'Product not found in list.',
  addFailed: 'Failed to add to wishlist.',
  removeFailed: 'Failed to remove from wishlist.',
  unreachable: 'Server error.',
  fetchFailed: 'We could not load your wishlist.',
  noVariants: 'This product has no selectable variants.',
  mergeChanges:
    'Some pieces you saved could not join your wishlist: they are no longer available, or it is full.',
  mergeFailed: 'We could not add the pieces you saved to your wishlist. We will try again.',
} as const;
