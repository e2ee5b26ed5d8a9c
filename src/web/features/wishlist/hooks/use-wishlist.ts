/**
 * The wishlist as every screen sees it (docs/shop/storefront.md §4 "Wishlist"): the guest list (`guestWishlist`)
 * for guests, the server wishlist for a signed-in shopper. Toggle adds when absent, otherwise removes; adding a
 * saved piece is refused with the info 'This item is already in your wishlist.'.
 *
 *   items, count, isInWishlist(id), isLoading, error, refetch,
 *   add(product) → Promise<boolean>, remove(productId) → Promise<boolean>, toggle(product)
 *
 * The server list's changes are TanStack mutations in ../api, shown at once and put back on a refusal
 * (docs/decisions/124). Toasts (§8): 'Added to wishlist!' (success), 'Removed from wishlist.' (warning), the
 * server's message or 'Failed to add to wishlist.' / 'Failed to remove from wishlist.' / 'Server error.' on
 * failure.
 */
import { useCallback } from 'react';
import { toast } from '#web/lib/toast';
import { useSession } from '#web/lib/session';
import { useServerWishlist } from '../api/get-wishlist';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { wishlistFailure } from '../api/wishlist-change';
import { guestWishlist, useGuestWishlist, type WishlistProduct } from '../guest-wishlist';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { registerWishlistSessionSync } from '../session-sync';

registerWishlistSessionSync();

/** Kept for callers of the first contract. */
export const WISHLIST_MESSAGES = WISHLIST_TOASTS;

const EMPTY: WishlistProduct[] = [];

/** A guest's save, in storage. */
function guestAdd(product: WishlistProduct): boolean {
  if (guestWishlist.has(product._id)) {
    toast.info(WISHLIST_TOASTS.already);
    return false;
  }
  guestWishlist.add(product);
  toast.success(WISHLIST_TOASTS.added);
  return true;
}

/** A guest's removal, in storage. */
function guestRemove(productId: string): boolean {
  if (!guestWishlist.has(productId)) {
    toast.error(WISHLIST_TOASTS.notFound);
    return false;
  }
  guestWishlist.remove(productId);
  toast.warning(WISHLIST_TOASTS.removed);
  return true;
}

export function useWishlist() {
  const { user } = useSession();
  const signedIn = !!user;
  const guestItems = useGuestWishlist();
  const server = useServerWishlist(user?._id, signedIn);
  const save = useAddToWishlist(user?._id).mutateAsync;
  const unsave = useRemoveFromWishlist(user?._id).mutateAsync;

  const items: WishlistProduct[] = signedIn ? (server.data ?? EMPTY) : guestItems;

  const isInWishlist = useCallback((productId: string) => items.some((p) => p._id === productId), [items]);

  const add = useCallback(
    async (product: WishlistProduct | null | undefined): Promise<boolean> => {
      if (!product?._id) {
        toast.error(WISHLIST_TOASTS.invalid);
        return false;
      }
      if (!signedIn) return guestAdd(product);
      const reply = await save(product).catch(() => null); // a failure has toasted why
      if (!reply) return false;
      if (reply.alreadyInWishlist) toast.info(reply.message || WISHLIST_TOASTS.already);
      else toast.success(reply.message || WISHLIST_TOASTS.added);
      return !reply.alreadyInWishlist;
    },
    [signedIn, save],
  );

  const remove = useCallback(
    async (productId: string): Promise<boolean> => {
      if (!signedIn) return guestRemove(productId);
      const reply = await unsave(productId).catch(() => null);
      if (reply) toast.warning(reply.message || WISHLIST_TOASTS.removed);
      return !!reply;
    },
    [signedIn, unsave],
  );

  const toggle = useCallback(
    async (product: WishlistProduct) => (isInWishlist(product._id) ? remove(product._id) : add(product)),
    [isInWishlist, add, remove],
  );

  return {
    items,
    count: items.length,
    isInWishlist,
    add,
    remove,
    toggle,
    isLoading: signedIn && server.isPending && !server.isError,
    error: signedIn && server.isError ? wishlistFailure(server.error, WISHLIST_TOASTS.fetchFailed) : null,
    refetch: () => void server.refetch(),
  };
}
