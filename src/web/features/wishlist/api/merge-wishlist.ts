/**
 * POST /api/wishlist/merge — the guest list's ids after sign-in (docs/api/buying.md, docs/decisions/110). The
 * server saves what is on sale and fits, keeps what was saved already, and counts the rest.
 */
import type { WishlistMergeReply } from '#domain/schemas/wishlist';
import { LIST_CAPS } from '#domain/paging';
import { api } from '#web/lib/api-client';
import { WISHLIST_TOASTS } from '../wishlist-messages';
import { wishlistSchema } from './wishlist-schemas';

/** The most ids one merge request may carry. */
export const WISHLIST_MERGE_BATCH = LIST_CAPS.wishlist;

export function mergeWishlist(productIds: readonly string[]): Promise<WishlistMergeReply> {
  return api('/api/wishlist/merge', {
    method: 'POST',
    body: { productIds },
    schema: wishlistSchema('WishlistMergeReply'),
    fallbackMessage: WISHLIST_TOASTS.mergeFailed,
  });
}
