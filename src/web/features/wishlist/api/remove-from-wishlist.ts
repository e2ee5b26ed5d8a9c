/** DELETE /api/wishlist/remove/{productId} — 404 'Product not found in list.' when it was not saved. */
import { WishlistChangeReply } from '../../../../domain/schemas/wishlist';
import { api } from '../../../lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';

export function removeFromWishlist(productId: string): Promise<WishlistChangeReply> {
  return api(`/api/wishlist/remove/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    schema: WishlistChangeReply,
    fallbackMessage: WISHLIST_TOASTS.removeFailed,
  });
}
