/**
 * The storefront's review calls (docs/shop/beyond.md §5 "Checkout and after-sale", docs/api/catalogue.md
 * "Reviews"):
 * - GET /api/product/{id}/reviews?page=&limit= — approved reviews, newest first, with their average and count.
 *   Public and cached with the catalogue's replies (a moderation clears them through catalogEvents).
 * - POST /api/product/{id}/reviews {rating, title, text} — signed in; a verified buyer only (403), one review per
 *   piece (409); stored pending until an admin approves it.
 * - GET /api/product/{id}/my-review — signed in: may I review it, and my review if I wrote one.
 */
import { z } from 'zod';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES } from '#domain/schemas/catalog';
import { MyReviewReply, ProductReviewsQuery, ReviewCreatedReply, ReviewInput } from '#domain/schemas/reviews';
import { REVIEW_MESSAGES as M, roundAverage } from '#domain/review-constants';
import { pageInfo, pageWindow } from '#domain/paging';
import { products, reviews } from '#server/db/schema';
import { conflict, forbidden, notFound } from '#server/errors';
import { isUuid } from '#domain/ids';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { toOwnReviewDto, toReviewDto } from '#server/lib/reviews/review-dto';
import { deliveredOrderWith } from './verified-buyer';

const Params = z.object({ id: z.string().max(300) });

/** The product when it exists and shoppers may see it; a malformed id names nothing (404, never 500). */
async function activeProduct(app: FastifyInstance, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')))
    .limit(1);
  return row ?? null;
}

const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id/reviews',
    // Answered from the catalogue's cache as ready bytes (sendCached), so no response schema serializes it.
    { schema: { params: Params, querystring: ProductReviewsQuery } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const query = request.query;
      const cached = await catalogCache(app).json(`reviews:${id}:${query.page}:${query.limit}`, async () => {
        if (!(await activeProduct(app, id)))
          return { status: 404, body: { success: false, message: CATALOG_MESSAGES.productNotFound } };
        const approved = and(eq(reviews.productId, id), eq(reviews.status, 'approved'));
        const [summary] = await app.db
          .select({ average: avg(reviews.rating), count: count() })
          .from(reviews)
          .where(approved);
        const total = Number(summary?.count ?? 0);
        const { limit, offset } = pageWindow(query);
        const rows = await app.db
          .select()
          .from(reviews)
          .where(approved)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset);
        return {
          body: {
            success: true,
            reviews: rows.map(toReviewDto),
            average: roundAverage(Number(summary?.average)),
            count: total,
            ...pageInfo(query, total),
          },
        };
      });
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/product/:id/my-review',
    { onRequest: app.authenticate, schema: { params: Params, response: { 200: MyReviewReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const product = await activeProduct(app, request.params.id.toLowerCase());
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
      const userId = request.user!.id;
      const [own] = await app.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, product.id), eq(reviews.userId, userId)))
        .limit(1);
      const verifiedBuyer = (await deliveredOrderWith(app.db, userId, product.id)) !== null;
      return {
        success: true as const,
        canReview: verifiedBuyer && !own,
        verifiedBuyer,
        review: own ? toOwnReviewDto(own) : null,
      };
    },
  );

  app.post(
    '/product/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: { params: Params, body: ReviewInput, response: { 201: ReviewCreatedReply } },
    },
    async (request, reply) => {
      const product = await activeProduct(app, request.params.id.toLowerCase());
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
      const user = request.user!;
      const orderId = await deliveredOrderWith(app.db, user.id, product.id);
      if (!orderId) throw forbidden(M.notVerified);
      const { rating, title, text } = request.body;
      // The unique (product, user) index decides a race between two tabs: the second insert does nothing.
      const [row] = await app.db
        .insert(reviews)
        .values({
          productId: product.id,
          userId: user.id,
          orderId,
          authorName: user.name,
          rating,
          title,
          body: text,
        })
        .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
        .returning();
      if (!row) throw conflict(M.alreadyReviewed);
      reply.code(201).header('cache-control', 'no-store');
      return { success: true as const, message: M.received, review: toOwnReviewDto(row) };
    },
  );
};

export default productReviewRoutes;
