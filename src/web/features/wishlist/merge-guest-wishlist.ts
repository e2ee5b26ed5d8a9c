/**
 * Moves the guest wishlist into the signed-in shopper's (POST /api/wishlist/merge), then deletes it — like the
 * bag (docs/decisions/110). Quiet when everything went in; a warning in the server's words when a piece was
 * retired or the wishlist is full. On failure the guest list stays in the browser and the next page load (or
 * sign-in) tries again. Loaded on demand by session-sync.ts.
 */
import { toast } from '#web/lib/toast';
import { queryClient } from '#web/app/query-client';
import { mergeInBatches } from '../cart/merge-batches';
import { wishlistKeys } from './api/wishlist-keys';
import { WISHLIST_MERGE_BATCH, mergeWishlist } from './api/merge-wishlist';
import { guestWishlist } from './guest-wishlist';
import { WISHLIST_TOASTS } from './wishlist-messages';

/** Answers whether the merge went through. */
export async function mergeGuestWishlist(userId: string): Promise<boolean> {
  const ids = guestWishlist.items().map((p) => p._id);
  if (!ids.length) return true;
  const key = wishlistKeys.user(userId);
  let changed = false;
  const merged = await mergeInBatches({
    items: ids,
    size: WISHLIST_MERGE_BATCH,
    serverKey: wishlistKeys.all,
    userKey: key,
    send: mergeWishlist,
    drop: (batch) => batch.forEach((id) => guestWishlist.remove(id)),
    onReply: (reply) => {
      queryClient.setQueryData(key, reply.wishlist.products);
      if (reply.unavailable || reply.overCap) changed = true;
    },
    onFailure: () => toast.warning(WISHLIST_TOASTS.mergeFailed, { id: 'wishlist-merge-failed' }),
  });
  if (merged && changed) toast.warning(WISHLIST_TOASTS.mergeChanges, { id: 'wishlist-merged' });
  return merged;
}
