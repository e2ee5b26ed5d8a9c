/**
 * The guest wishlist: a list of products kept in browser storage under `guestWishlist` (docs/shop/storefront.md
 * §3).
 */
import { useSyncExternalStore } from 'react';
import type { ProductDto } from '../../../domain/schemas/catalog';
import { STORAGE_KEYS, readJson, removeKey, writeJson } from '../../lib/storage';

export type WishlistProduct = Pick<ProductDto, '_id' | 'title' | 'slug' | 'mainImage' | 'variants'> &
  Partial<Pick<ProductDto, 'category'>>;

const listeners = new Set<() => void>();
let items: WishlistProduct[] = load();

function load(): WishlistProduct[] {
  const stored = readJson<unknown>(STORAGE_KEYS.guestWishlist);
  return Array.isArray(stored)
    ? (stored as WishlistProduct[]).filter(
        (p) => p && typeof p._id === 'string' && typeof p.title === 'string' && Array.isArray(p.variants),
      )
    : [];
}

function save(next: WishlistProduct[]) {
  items = next;
  if (next.length) writeJson(STORAGE_KEYS.guestWishlist, next);
  else removeKey(STORAGE_KEYS.guestWishlist);
  for (const l of listeners) l();
}

export const guestWishlist = {
  items: () => items,
  has: (productId: string) => items.some((p) => p._id === productId),
  add(product: WishlistProduct) {
    if (!guestWishlist.has(product._id)) save([...items, product]);
  },
  remove(productId: string) {
    save(items.filter((p) => p._id !== productId));
  },
  clear() {
    save([]);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.guestWishlist || e.key === null) {
      items = load();
      for (const l of listeners) l();
    }
  });
}

/**
 * The server renders pages with an empty wishlist; hydration starts from the same, then the stored items. An
 * empty list is the very same array, so hydrating a guest's page re-renders nothing.
 */
const NO_ITEMS: WishlistProduct[] = [];
const snapshot = () => {
  const current = guestWishlist.items();
  return current.length ? current : NO_ITEMS;
};

export function useGuestWishlist(): WishlistProduct[] {
  return useSyncExternalStore(guestWishlist.subscribe, snapshot, () => NO_ITEMS);
}
