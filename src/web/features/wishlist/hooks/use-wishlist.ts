/**
 * The wishlist as every screen sees it (docs/shop/storefront.md §4 "Wishlist"): the guest list (`guestWishlist`)
 * for guests, the server wishlist for a signed-in shopper. Toggle adds when absent, otherwise removes; adding a
 * saved piece is refused with the info 'This item is already in your wishlist.'.
 *
 *   items, count, isInWishlist(id), isLoading, error, refetch,
 *   add(product) → Promise<boolean>, remove(productId) → Promise<boolean>, toggle(product)
 *
 * Toasts (§8): 'Added to wishlist!' (success), 'Removed from wishlist.' (warning), the server's message or
 * 'Failed to add to wishlist.' / 'Failed to remove from wishlist.' / 'Server error.' on failure.
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { queryClient } from '../../../app/query-client';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { wishlistCalls } from '../api/wishlist-calls';
import { wishlistKeys } from '../api/wishlist-keys';
import { guestWishlist, useGuestWishlist, type WishlistProduct } from '../guest-wishlist';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { registerWishlistSessionSync } from '../session-sync';

registerWishlistSessionSync();

/** Kept for callers of the first contract. */
export const WISHLIST_MESSAGES = WISHLIST_TOASTS;

const EMPTY: WishlistProduct[] = [];

function failure(err: unknown, fallback: string): string {
  if (err instanceof ApiError)
    return err.status === 0 ? WISHLIST_TOASTS.unreachable : err.message || fallback;
  return fallback;
}

const isSessionError = (err: unknown) => err instanceof ApiError && err.status === 401;

export function useWishlist() {
  const { user } = useSession();
  const signedIn = !!user;
  const guestItems = useGuestWishlist();
  const key = wishlistKeys.user(user?._id);

  const server = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => wishlistCalls.getWishlist(signal),
    enabled: signedIn,
  });

  const items: WishlistProduct[] = signedIn ? (server.data ?? EMPTY) : guestItems;

  const isInWishlist = useCallback((productId: string) => items.some((p) => p._id === productId), [items]);

  const add = useCallback(
    async (product: WishlistProduct | null | undefined): Promise<boolean> => {
      if (!product?._id) {
        toast.error(WISHLIST_TOASTS.invalid);
        return false;
      }
      if (!signedIn) {
        if (guestWishlist.has(product._id)) {
          toast.info(WISHLIST_TOASTS.already);
          return false;
        }
        guestWishlist.add(product);
        toast.success(WISHLIST_TOASTS.added);
        return true;
      }
      try {
        const reply = await wishlistCalls.addToWishlist(product._id);
        queryClient.setQueryData(key, reply.wishlist.products);
        if (reply.alreadyInWishlist) {
          toast.info(reply.message || WISHLIST_TOASTS.already);
          return false;
        }
        toast.success(reply.message || WISHLIST_TOASTS.added);
        return true;
      } catch (err) {
        if (!isSessionError(err)) toast.error(failure(err, WISHLIST_TOASTS.addFailed));
        return false;
      }
    },
    [signedIn, key],
  );

  const remove = useCallback(
    async (productId: string): Promise<boolean> => {
      if (!signedIn) {
        if (!guestWishlist.has(productId)) {
          toast.error(WISHLIST_TOASTS.notFound);
          return false;
        }
        guestWishlist.remove(productId);
        toast.warning(WISHLIST_TOASTS.removed);
        return true;
      }
      try {
        const reply = await wishlistCalls.removeFromWishlist(productId);
        queryClient.setQueryData(key, reply.wishlist.products);
        toast.warning(reply.message || WISHLIST_TOASTS.removed);
        return true;
      } catch (err) {
        if (!isSessionError(err)) toast.error(failure(err, WISHLIST_TOASTS.removeFailed));
        // Out of step with the server (another tab): show the list as it is.
        void queryClient.invalidateQueries({ queryKey: key });
        return false;
      }
    },
    [signedIn, key],
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
    error: signedIn && server.isError ? failure(server.error, WISHLIST_TOASTS.fetchFailed) : null,
    refetch: () => void server.refetch(),
  };
}
