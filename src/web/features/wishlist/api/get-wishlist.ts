/** GET /api/wishlist — the saved products (the catalogue's ProductDto), most recently saved first. */
import type { ProductDto } from '../../../../domain/schemas/catalog';
import { api } from '../../../lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/wishlist');

export async function getWishlist(signal?: AbortSignal): Promise<ProductDto[]> {
  const reply = await api('/api/wishlist', {
    schema: () => schemas().then((m) => m.WishlistReply),
    signal,
    fallbackMessage: WISHLIST_TOASTS.fetchFailed,
  });
  return reply.wishlist.products;
}
