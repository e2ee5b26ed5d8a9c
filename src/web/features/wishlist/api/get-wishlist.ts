/** GET /api/wishlist — the saved products (the catalogue's ProductDto), most recently saved first. */
import { useQuery } from '@tanstack/react-query';
import type { ProductDto } from '#domain/schemas/catalog';
import { api } from '#web/lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { wishlistKeys } from './wishlist-keys';
import { wishlistSchema } from './wishlist-schemas';

export async function getWishlist(signal?: AbortSignal): Promise<ProductDto[]> {
  const reply = await api('/api/wishlist', {
    schema: wishlistSchema('WishlistReply'),
    signal,
    fallbackMessage: WISHLIST_TOASTS.fetchFailed,
  });
  return reply.wishlist.products;
}

/** The query of one shopper's wishlist; the server's loaders ensure the same (app/server-loaders.ts). */
export const wishlistQuery = (userId: string | undefined) => ({
  queryKey: wishlistKeys.user(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => getWishlist(signal),
});

export function useServerWishlist(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...wishlistQuery(userId), enabled });
}
