/**
 * Moves the guest wishlist into the signed-in shopper's (POST /api/wishlist/merge), then deletes it — like the
 * bag (docs/decisions/110). Quiet when everything went in; a warning in the server's words when a piece was
 * retired or the wishlist is full. On failure the guest list stays in the browser and the next page load (or
 * sign-in) tries again. Loaded on demand by session-sync.ts.
 */
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../app/query-client';
import { wishlistKeys } from './api/wishlist-keys';
import { WISHLIST_MERGE_BATCH, mergeWishlist } from './api/merge-wishlist';
import { guestWishlist } from './guest-wishlist';
import { WISHLIST_TOASTS } from './wishlist-messages';

/** Answers whether the merge went through. */
export async function mergeGuestWishlist(userId: string): Promise<boolean> {
  const ids = guestWishlist.items().map((p) => p._id);
  if (!ids.length) return true;
  const key = wishlistKeys.user(userId);
  try {
    // A read of the account's list started before the merge must not land after it with the old list.
    await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
    let changed = false;
    for (let i = 0; i < ids.length; i += WISHLIST_MERGE_BATCH) {
      const batch = ids.slice(i, i + WISHLIST_MERGE_BATCH);
      const reply = await mergeWishlist(batch);
      // Dropped as soon as the server has them: a retry sends only the rest (the merge is idempotent anyway).
      for (const id of batch) guestWishlist.remove(id);
      queryClient.setQueryData(key, reply.wishlist.products);
      if (reply.unavailable || reply.overCap) changed = true;
    }
    if (changed) toast.warning(WISHLIST_TOASTS.mergeChanges, { id: 'wishlist-merged' });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return false; // the session ended
    toast.warning(WISHLIST_TOASTS.mergeFailed, { id: 'wishlist-merge-failed' });
    return false;
  } finally {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
