/**
 * The wishlist as every screen sees it (storefront.md §4 "Wishlist"): toggle adds when absent, otherwise removes.
 * The signed-in branch (server wishlist) lands with the buying work; today every shopper uses the guest list.
 */
import { useCallback } from 'react';
import { toast } from 'sonner';
import { guestWishlist, useGuestWishlist, type WishlistProduct } from '../guest-wishlist';

export const WISHLIST_MESSAGES = {
  invalid: 'Invalid product data.',
  added: 'Added to wishlist!',
  removed: 'Removed from wishlist.',
  already: 'This item is already in your wishlist.',
  notFound: 'Product not found in list.',
} as const;

export function useWishlist() {
  const items = useGuestWishlist();

  const isInWishlist = useCallback((productId: string) => items.some((p) => p._id === productId), [items]);

  const add = useCallback(async (product: WishlistProduct | null | undefined): Promise<boolean> => {
    if (!product?._id) {
      toast.error(WISHLIST_MESSAGES.invalid);
      return false;
    }
    if (guestWishlist.has(product._id)) {
      toast.info(WISHLIST_MESSAGES.already);
      return false;
    }
    guestWishlist.add(product);
    toast.success(WISHLIST_MESSAGES.added);
    return true;
  }, []);

  const remove = useCallback(async (productId: string): Promise<boolean> => {
    if (!guestWishlist.has(productId)) {
      toast.error(WISHLIST_MESSAGES.notFound);
      return false;
    }
    guestWishlist.remove(productId);
    toast.warning(WISHLIST_MESSAGES.removed);
    return true;
  }, []);

  const toggle = useCallback(
    async (product: WishlistProduct) => (guestWishlist.has(product._id) ? remove(product._id) : add(product)),
    [add, remove],
  );

  return { items, count: items.length, isInWishlist, add, remove, toggle };
}
