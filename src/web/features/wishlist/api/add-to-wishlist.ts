/**
 * POST /api/wishlist/add. A product already saved answers 200 with `alreadyInWishlist: true` and the info
 * sentence 'This item is already in your wishlist.' (docs/decisions/034).
 */
import type { WishlistChangeReply } from '#domain/schemas/wishlist';
import { api } from '#web/lib/api-client';
import type { WishlistProduct } from '../guest-wishlist';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { useWishlistChange } from './wishlist-change';
import { wishlistSchema } from './wishlist-schemas';

export function addToWishlist(productId: string): Promise<WishlistChangeReply> {
  return api('/api/wishlist/add', {
    method: 'POST',
    body: { productId },
    schema: wishlistSchema('WishlistChangeReply'),
    fallbackMessage: WISHLIST_TOASTS.addFailed,
  });
}

/** The piece shows as saved at once (most recently saved first, as the server lists them). */
export function useAddToWishlist(userId: string | undefined) {
  return useWishlistChange<WishlistProduct>(userId, {
    send: (product) => addToWishlist(product._id),
    apply: (list, product) => (list.some((p) => p._id === product._id) ? list : [product, ...list]),
    failed: WISHLIST_TOASTS.addFailed,
  });
}
