/**
 * POST /api/wishlist/add. A product already saved answers 200 with `alreadyInWishlist: true` and the info
 * sentence 'This item is already in your wishlist.' (docs/decisions/034).
 */
import { WishlistChangeReply } from '../../../../domain/schemas/wishlist';
import { api } from '../../../lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';

export function addToWishlist(productId: string): Promise<WishlistChangeReply> {
  return api('/api/wishlist/add', {
    method: 'POST',
    body: { productId },
    schema: WishlistChangeReply,
    fallbackMessage: WISHLIST_TOASTS.addFailed,
  });
}
