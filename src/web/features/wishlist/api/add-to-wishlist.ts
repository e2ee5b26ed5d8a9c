/**
 * POST /api/wishlist/add. A product already saved answers 200 with `alreadyInWishlist: true` and the info
 * sentence 'This item is already in your wishlist.' (docs/decisions/034).
 */
import type { WishlistChangeReply } from '../../../../domain/schemas/wishlist';
import { api } from '../../../lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/wishlist');

export function addToWishlist(productId: string): Promise<WishlistChangeReply> {
  return api('/api/wishlist/add', {
    method: 'POST',
    body: { productId },
    schema: () => schemas().then((m) => m.WishlistChangeReply),
    fallbackMessage: WISHLIST_TOASTS.addFailed,
  });
}
