import { z } from 'zod';
import { ProductDto } from './catalog';
import { LIST_CAPS } from '../paging';

/** The server wishlist (storefront.md §3 "Wishlist", §7 wishlist calls, §8 "Wishlist"). */

export const WISHLIST_MESSAGES = {
  invalid: 'Invalid product data.',
  productNotFound: 'Product not found.',
  notInList: 'Product not found in list.',
  added: 'Added to wishlist!',
  already: 'This item is already in your wishlist.',
  removed: 'Removed from wishlist.',
  full: `Your wishlist can hold ${LIST_CAPS.wishlist} pieces. Remove one to save another.`,
} as const;

export const WishlistAddBody = z.object({
  productId: z.uuid({ message: WISHLIST_MESSAGES.invalid }),
});
export const WishlistProductParams = z.object({
  productId: z.uuid({ message: WISHLIST_MESSAGES.notInList }),
});

/**
 * Products as a card shows them (the catalogue's ProductDto), most recently saved first; active ones only. Not
 * paged: a shopper saves at most LIST_CAPS.wishlist (100) products (docs/decisions/084).
 */
export const WishlistDto = z.object({ products: z.array(ProductDto) });

export const WishlistReply = z.object({ success: z.literal(true), wishlist: WishlistDto });
export type WishlistReply = z.infer<typeof WishlistReply>;

export const WishlistChangeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** add only: true when the product was already saved (the reply is still 200; nothing changed). */
  alreadyInWishlist: z.boolean().optional(),
  wishlist: WishlistDto,
});
export type WishlistChangeReply = z.infer<typeof WishlistChangeReply>;
