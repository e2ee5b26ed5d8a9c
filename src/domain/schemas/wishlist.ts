import { z } from 'zod';
import { ProductDto } from './catalog';
import { LIST_CAPS } from '../paging';
import { MessageReply, okReply, uuid } from './common';

/** The server wishlist (docs/shop/storefront.md §3 "Wishlist", §7 wishlist calls, §8 "Wishlist"). */

export const WISHLIST_MESSAGES = {
  invalid: 'Invalid product data.',
  productNotFound: 'Product not found.',
  notInList: 'Product not found in list.',
  added: 'Added to wishlist!',
  already: 'This item is already in your wishlist.',
  removed: 'Removed from wishlist.',
  full: `Your wishlist can hold ${LIST_CAPS.wishlist} pieces. Remove one to save another.`,
  merged: 'The pieces you saved are now in your wishlist.',
  mergedWithChanges: 'The pieces you saved are now in your wishlist, with some changes.',
  invalidMerge: 'Invalid list of saved pieces.',
  tooManyToMerge: `A guest wishlist brings at most ${LIST_CAPS.wishlist} pieces at a time.`,
} as const;

export const WishlistAddBody = z.object({
  productId: uuid(WISHLIST_MESSAGES.invalid),
});
/**
 * POST /api/wishlist/merge — the guest list joins the account's at sign-in (docs/api/buying.md, decision 110). Ids
 * are read one by one: one that is not a product's id is counted as unavailable, never fatal.
 */
export const WishlistMergeBody = z.object({
  productIds: z
    .array(z.string({ message: WISHLIST_MESSAGES.invalidMerge }).max(64, WISHLIST_MESSAGES.invalidMerge), {
      message: WISHLIST_MESSAGES.invalidMerge,
    })
    .max(LIST_CAPS.wishlist, { message: WISHLIST_MESSAGES.tooManyToMerge }),
});

export const WishlistProductParams = z.object({
  productId: uuid(WISHLIST_MESSAGES.notInList),
});

/**
 * Products as a card shows them (the catalogue's ProductDto), most recently saved first; active ones only. Not
 * paged: a shopper saves at most LIST_CAPS.wishlist (100) products (docs/decisions/084).
 */
export const WishlistDto = z.object({ products: z.array(ProductDto) });

export const WishlistReply = okReply({ wishlist: WishlistDto });
export type WishlistReply = z.infer<typeof WishlistReply>;

export const WishlistChangeReply = MessageReply.extend({
  /** add only: true when the product was already saved (the reply is still 200; nothing changed). */
  alreadyInWishlist: z.boolean().optional(),
  wishlist: WishlistDto,
});
export type WishlistChangeReply = z.infer<typeof WishlistChangeReply>;

export const WishlistMergeReply = MessageReply.extend({
  /** Newly saved by this merge. */
  added: z.number().int(),
  /** Already in the account's wishlist (a merge sent twice adds nothing the second time). */
  alreadySaved: z.number().int(),
  /** Unknown, inactive or unreadable ids: skipped. */
  unavailable: z.number().int(),
  /** Left out because the wishlist reached LIST_CAPS.wishlist. */
  overCap: z.number().int(),
  wishlist: WishlistDto,
});
export type WishlistMergeReply = z.infer<typeof WishlistMergeReply>;
