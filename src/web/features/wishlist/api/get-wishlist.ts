/** GET /api/wishlist — the saved products (the catalogue's ProductDto), most recently saved first. */
import { WishlistReply } from '../../../../domain/schemas/wishlist';
import type { ProductDto } from '../../../../domain/schemas/catalog';
import { api } from '../../../lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';

export async function getWishlist(signal?: AbortSignal): Promise<ProductDto[]> {
  const reply = await api('/api/wishlist', {
    schema: WishlistReply,
    signal,
    fallbackMessage: WISHLIST_TOASTS.fetchFailed,
  });
  return reply.wishlist.products;
}
