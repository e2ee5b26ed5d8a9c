/** DELETE /api/wishlist/remove/{productId} — 404 'Product not found in list.' when it was not saved. */
import type { WishlistChangeReply } from '../../../../domain/schemas/wishlist';
import { api } from '../../../lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/wishlist');

export function removeFromWishlist(productId: string): Promise<WishlistChangeReply> {
  return api(`/api/wishlist/remove/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.WishlistChangeReply),
    fallbackMessage: WISHLIST_TOASTS.removeFailed,
  });
}
