/**
 * What saving and removing share (add-to-wishlist.ts, remove-from-wishlist.ts): the heart changes at once, the
 * server's list replaces it when it answers, and a refusal puts the list back and says why (unless the session
 * just ended: the guard's message is the one to see). docs/decisions/124.
 */
import type { WishlistChangeReply } from '#domain/schemas/wishlist';
import { failureMessage, isSessionError } from '#web/lib/failure-message';
import { useOptimisticChange } from '#web/lib/optimistic';
import { toast } from '#web/lib/toast';
import type { WishlistProduct } from '../guest-wishlist';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { wishlistKeys } from './wishlist-keys';

/** The sentence of a failed wishlist call: the server's message, else the call's fallback. */
export const wishlistFailure = (err: unknown, failed: string) =>
  failureMessage(err, { failed, unreachable: WISHLIST_TOASTS.unreachable });

export function useWishlistChange<V>(
  userId: string | undefined,
  options: {
    send: (variables: V) => Promise<WishlistChangeReply>;
    apply: (list: WishlistProduct[], variables: V) => WishlistProduct[];
    failed: string;
    refreshOnError?: boolean;
  },
) {
  return useOptimisticChange({
    queryKey: wishlistKeys.user(userId),
    send: options.send,
    apply: options.apply,
    answer: (reply): WishlistProduct[] => reply.wishlist.products,
    onError: (err) => {
      if (!isSessionError(err)) toast.error(wishlistFailure(err, options.failed));
    },
    refreshOnError: options.refreshOnError,
  });
}
