import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  WISHLIST_MESSAGES,
  WishlistAddBody,
  WishlistMergeBody,
  WishlistProductParams,
  type WishlistChangeReply,
  type WishlistMergeReply,
  type WishlistReply,
} from '../../../domain/schemas/wishlist';
import { notFound, parseInput } from '../../errors';
import { products, wishlistItems } from '../../db/schema';
import { loadWishlist, mergeIntoWishlist, saveToWishlist } from './wishlist-store';

/**
 * The signed-in shopper's wishlist (docs/shop/storefront.md §7; docs/api/buying.md). Guests keep theirs in the
 * browser. Adding a product already saved answers 200 with `alreadyInWishlist: true` and the spec's info message;
 * adding a 101st product answers 409 (at most LIST_CAPS.wishlist saved, so the list is never paged).
 */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/wishlist */
  app.get('/wishlist', { preHandler: app.authenticate }, async (request): Promise<WishlistReply> => {
    return { success: true, wishlist: await loadWishlist(app.db, request.user!.id) };
  });

  /** POST /api/wishlist/add — body { productId } */
  app.post(
    '/wishlist/add',
    { preHandler: app.authenticate },
    async (request): Promise<WishlistChangeReply> => {
      const { productId } = parseInput(WishlistAddBody, request.body ?? {});
      const userId = request.user!.id;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')));
      if (!product) throw notFound(WISHLIST_MESSAGES.productNotFound);
      // The primary key (user, product) decides "already there", also for two clicks arriving together; a
      // product past the cap is refused with 409 (docs/decisions/084).
      const already = !(await saveToWishlist(app.db, userId, productId));
      return {
        success: true,
        message: already ? WISHLIST_MESSAGES.already : WISHLIST_MESSAGES.added,
        alreadyInWishlist: already,
        wishlist: await loadWishlist(app.db, userId),
      };
    },
  );

  /**
   * POST /api/wishlist/merge — body { productIds } (the guest list, at most LIST_CAPS.wishlist): after sign-in the
   * guest's saved pieces join the account's, like the bag (docs/decisions/110). Idempotent; capped; counts what
   * was added, already there, unavailable and left out at the cap.
   */
  app.post(
    '/wishlist/merge',
    { preHandler: app.authenticate },
    async (request): Promise<WishlistMergeReply> => {
      const { productIds } = parseInput(WishlistMergeBody, request.body ?? {});
      const userId = request.user!.id;
      const outcome = await mergeIntoWishlist(app.db, userId, productIds);
      return {
        success: true,
        message:
          outcome.unavailable || outcome.overCap
            ? WISHLIST_MESSAGES.mergedWithChanges
            : WISHLIST_MESSAGES.merged,
        ...outcome,
        wishlist: await loadWishlist(app.db, userId),
      };
    },
  );

  /** DELETE /api/wishlist/remove/{productId} */
  app.delete(
    '/wishlist/remove/:productId',
    { preHandler: app.authenticate },
    async (request): Promise<WishlistChangeReply> => {
      const { productId } = parseInput(WishlistProductParams, request.params);
      const userId = request.user!.id;
      const removed = await app.db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      if (!removed.length) throw notFound(WISHLIST_MESSAGES.notInList);
      return {
        success: true,
        message: WISHLIST_MESSAGES.removed,
        wishlist: await loadWishlist(app.db, userId),
      };
    },
  );
};

export default wishlistRoutes;
