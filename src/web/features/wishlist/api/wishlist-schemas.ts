/**
 * The wishlist's reply schemas, loaded only where replies are checked (development builds: docs/decisions/112
 * "zod off the first load"), so the calls of this folder are zod-free and load with the header's heart.
 */
import type * as schemas from '#domain/schemas/wishlist';

type WishlistSchemas = typeof schemas;

export const wishlistSchema =
  <K extends 'WishlistReply' | 'WishlistChangeReply' | 'WishlistMergeReply'>(name: K) =>
  (): Promise<WishlistSchemas[K]> =>
    import('#domain/schemas/wishlist').then((m) => m[name]);
