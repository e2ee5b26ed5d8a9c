/** DELETE /api/wishlist/remove/{productId} — 404 'Product not found in list.' when it was not saved. */
import type { WishlistChangeReply } from '#domain/schemas/wishlist';
import { api } from '#web/lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { useWishlistChange } from './wishlist-change';
import { wishlistSchema } from './wishlist-schemas';

export function removeFromWishlist(productId: string): Promise<WishlistChangeReply> {
  return api(`/api/wishlist/remove/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    schema: wishlistSchema('WishlistChangeReply'),
    fallbackMessage: WISHLIST_TOASTS.removeFailed,
  });
}

/** The piece leaves at once; a refusal brings it back and reads the list again (another tab may have changed it). */
export function useRemoveFromWishlist(userId: string | undefined) {
  return useWishlistChange<string>(userId, {
    send: removeFromWishlist,
    apply: (list, productId) => list.filter((p) => p._id !== productId),
    failed: WISHLIST_TOASTS.removeFailed,
    refreshOnError: true,
  });
}
