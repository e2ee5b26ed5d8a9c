import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  WISHLIST_MESSAGES,
  WishlistAddBody,
  WishlistMergeBody,
  WishlistProductParams,
  WishlistChangeReply,
  WishlistMergeReply,
  WishlistReply,
} from '#domain/schemas/wishlist';
import { notFound } from '#server/errors';
import { products } from '#server/db/schema';
import { loadWishlist, mergeIntoWishlist, removeFromWishlist, saveToWishlist } from './wishlist-store';

/**
 * The signed-in shopper's wishlist (docs/shop/storefront.md §7; docs/api/buying.md). Guests keep theirs in the
 * browser. Adding a product already saved answers 200 with `alreadyInWishlist: true` and the spec's info message;
 * adding a 101st product answers 409 (at most LIST_CAPS.wishlist saved, so the list is never paged).
 */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every wishlist call is the signed-in shopper's: 401 before any validation (this plugin's routes only).
  app.addHook('onRequest', app.authenticate);

  /** Every reply carries the shopper's wishlist as it now is, after what the call says of itself. */
  const withWishlist = async <T extends object>(userId: string, said: T) => ({
    success: true as const,
    ...said,
    wishlist: await loadWishlist(app.db, userId),
  });

  /** GET /api/wishlist */
  app.get('/wishlist', { schema: { response: { 200: WishlistReply } } }, (request) =>
    withWishlist(request.user!.id, {}),
  );

  /** POST /api/wishlist/add — body { productId } */
  app.post(
    '/wishlist/add',
    { schema: { body: WishlistAddBody, response: { 200: WishlistChangeReply } } },
    async (request) => {
      const { productId } = request.body;
      const userId = request.user!.id;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')));
      if (!product) throw notFound(WISHLIST_MESSAGES.productNotFound);
      // The primary key (user, product) decides "already there", also for two clicks arriving together; a
      // product past the cap is refused with 409 (docs/decisions/084).
      const already = !(await saveToWishlist(app.db, userId, productId));
      return withWishlist(userId, {
        message: already ? WISHLIST_MESSAGES.already : WISHLIST_MESSAGES.added,
        alreadyInWishlist: already,
      });
    },
  );

  /**
   * POST /api/wishlist/merge — body { productIds } (the guest list, at most LIST_CAPS.wishlist): after sign-in the
   * guest's saved pieces join the account's, like the bag (docs/decisions/110). Idempotent; capped; counts what
   * was added, already there, unavailable and left out at the cap.
   */
  app.post(
    '/wishlist/merge',
    { schema: { body: WishlistMergeBody, response: { 200: WishlistMergeReply } } },
    async (request) => {
      const userId = request.user!.id;
      const outcome = await mergeIntoWishlist(app.db, userId, request.body.productIds);
      const changed = outcome.unavailable || outcome.overCap;
      return withWishlist(userId, {
        message: changed ? WISHLIST_MESSAGES.mergedWithChanges : WISHLIST_MESSAGES.merged,
        ...outcome,
      });
    },
  );

  /** DELETE /api/wishlist/remove/{productId} */
  app.delete(
    '/wishlist/remove/:productId',
    { schema: { params: WishlistProductParams, response: { 200: WishlistChangeReply } } },
    async (request) => {
      const userId = request.user!.id;
      if (!(await removeFromWishlist(app.db, userId, request.params.productId)))
        throw notFound(WISHLIST_MESSAGES.notInList);
      return withWishlist(userId, { message: WISHLIST_MESSAGES.removed });
    },
  );
};

export default wishlistRoutes;
