/**
 * Moves the guest cart into the signed-in shopper's server cart (POST /api/cart/merge), then deletes it:
 * toast 'Your guest cart has been merged!' (the server's sentence), and — when the server capped a quantity at
 * the stock or skipped a piece — a warning that lists what changed, in the server's words.
 *
 * The caller (guest-list-sync.ts) raises the "merging" flag around this. On failure the guest cart stays in the
 * browser (nothing is lost) and the next page load tries again; the toast is the server's message, else 'Failed
 * to merge guest cart.' (a warning) or 'Server error merging guest cart.'.
 */
import { toast } from '#web/lib/toast';
import type { MergeAdjustment, MergeCartReply } from '#domain/schemas/cart';
import { ApiError } from '#web/lib/api-client';
import { queryClient } from '#web/app/query-client';
import { cartKeys } from './api/cart-keys';
import { MERGE_BATCH, mergeCart } from './api/merge-cart';
import { guestCart } from './guest-cart';
import { cartErrorMessage } from './cart-errors';
import { CART_TOASTS } from './cart-messages';
import { mergeInBatches } from './merge-batches';

function toastMerged(reply: MergeCartReply, adjustments: MergeAdjustment[], more: number): void {
  toast.success(adjustments.length ? reply.message : CART_TOASTS.merged, { id: 'cart-merged' });
  if (!adjustments.length) return;
  toast.warning(CART_TOASTS.mergeChanges, {
    id: 'cart-merge-adjustments',
    duration: 12_000,
    description: (
      <ul className="mt-1 list-disc space-y-1 pl-4">
        {adjustments.map((a, i) => (
          <li key={i}>{a.message}</li>
        ))}
        {more > 0 && <li>…and {more} more.</li>}
      </ul>
    ),
  });
}

/** Answers whether the merge went through (the caller merges again if lines were added meanwhile). */
export async function mergeGuestCart(userId: string): Promise<boolean> {
  const lines = guestCart.lines();
  if (!lines.length) return true;
  const key = cartKeys.user(userId);
  const adjustments: MergeAdjustment[] = [];
  // The server lists the first few changes of a batch and counts the rest.
  let more = 0;
  let last: MergeCartReply | null = null;
  const merged = await mergeInBatches({
    items: lines,
    size: MERGE_BATCH,
    serverKey: cartKeys.all,
    userKey: key,
    send: mergeCart,
    drop: (batch) => guestCart.removeLines(batch),
    onReply: (reply) => {
      // The reply becomes the cart (the read that follows the merge confirms it).
      queryClient.setQueryData(key, reply.cart);
      last = reply;
      adjustments.push(...reply.adjustments);
      more += reply.moreAdjustments;
    },
    onFailure: (err) => {
      const message = cartErrorMessage(err, 'merge');
      if (err instanceof ApiError && err.status === 0) toast.error(message, { id: 'cart-merge-failed' });
      else toast.warning(message, { id: 'cart-merge-failed' });
    },
  });
  const reply = last as MergeCartReply | null;
  if (merged && reply) toastMerged(reply, adjustments, more);
  return merged;
}
