/**
 * The back office's reviews (docs/api/admin.md "Reviews"), admin only — guarded in routes.ts like the admin module:
 * - GET /api/admin/reviews?status=&q=&page=&limit= — newest first, with the count still pending;
 * - PUT /api/admin/reviews/{id} {status: approved|hidden} — the decision, who and when; the catalogue's cached
 *   replies (ratings on cards and pages, the reviews list, page heads and JSON-LD) are dropped in every process.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReviewsQuery,
  AdminReviewsReply,
  ReviewModerationInput,
  ReviewModerationReply,
} from '#domain/schemas/reviews';
import { REVIEW_MESSAGES as M } from '#domain/review-constants';
import { IdParams } from '#domain/schemas/common';
import type { Db } from '#server/db/client';
import { orders, products, reviews, users } from '#server/db/schema';
import { notFound } from '#server/errors';
import { containsAny, listRouteOptions, pageInfo, pageWindow } from '#server/lib/paging';
import { toAdminReviewDto } from '#server/lib/reviews/review-dto';

const author = alias(users, 'author');
const moderator = alias(users, 'moderator');

function selectAdminReviews(db: Db, where: SQL | undefined) {
  return db
    .select({
      review: reviews,
      email: author.email,
      product: { _id: products.id, title: products.title, slug: products.slug },
      orderNumber: orders.orderNumber,
      moderatorName: moderator.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(author, eq(author.id, reviews.userId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(moderator, eq(moderator.id, reviews.moderatedBy))
    .where(where)
    .$dynamic();
}

const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/reviews', listRouteOptions(AdminReviewsQuery, AdminReviewsReply), async (request) => {
    const query = request.query;
    const where = and(
      query.status ? eq(reviews.status, query.status) : undefined,
      containsAny(query.q, [reviews.title, reviews.body, reviews.authorName, products.title]),
    );
    const [[total], pending] = await Promise.all([
      app.db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where),
      app.db.$count(reviews, eq(reviews.status, 'pending')),
    ]);
    const { limit, offset } = pageWindow(query);
    const rows = await selectAdminReviews(app.db, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
    return {
      success: true as const,
      reviews: rows.map(toAdminReviewDto),
      pending,
      ...pageInfo(query, total?.n ?? 0),
    };
  });

  app.put(
    '/admin/reviews/:id',
    { schema: { params: IdParams, body: ReviewModerationInput, response: { 200: ReviewModerationReply } } },
    async (request) => {
      const { status } = request.body;
      const [updated] = await app.db
        .update(reviews)
        .set({ status, moderatedBy: request.user!.id, moderatedAt: new Date() })
        .where(eq(reviews.id, request.params.id))
        .returning({ id: reviews.id });
      if (!updated) throw notFound(M.notFound);
      // Ratings ride on every cached product reply, list and page head: drop them here and in other processes.
      await app.catalogEvents.changed('reviews');
      const [row] = await selectAdminReviews(app.db, eq(reviews.id, updated.id)).limit(1);
      return {
        success: true as const,
        message: status === 'approved' ? M.approved : M.hidden,
        review: toAdminReviewDto(row!),
      };
    },
  );
};

export default adminReviewRoutes;
