/**
 * The guest wishlist: a list of products kept in browser storage under `guestWishlist` (docs/shop/storefront.md
 * §3). The server renders pages with an empty wishlist; hydration starts from the same, then the stored items.
 */
import type { ProductDto } from '#domain/schemas/catalog';
import { useStore } from '#web/lib/store';
import { createStoredList } from '#web/lib/stored-list';
import { STORAGE_KEYS } from '#web/lib/storage';

export type WishlistProduct = Pick<ProductDto, '_id' | 'title' | 'slug' | 'mainImage' | 'variants'> &
  Partial<Pick<ProductDto, 'category'>>;

const store = createStoredList<WishlistProduct>(
  STORAGE_KEYS.guestWishlist,
  (p) => typeof p._id === 'string' && typeof p.title === 'string' && Array.isArray(p.variants),
);
const items = store.get;

export const guestWishlist = {
  items,
  has: (productId: string) => items().some((p) => p._id === productId),
  add(product: WishlistProduct) {
    if (!guestWishlist.has(product._id)) store.save([...items(), product]);
  },
  remove(productId: string) {
    store.save(items().filter((p) => p._id !== productId));
  },
  clear() {
    store.save([]);
  },
  subscribe: store.subscribe,
};

export function useGuestWishlist(): WishlistProduct[] {
  return useStore(store);
}
