/** Review rows as the API returns them: to anyone (approved ones), to their author, to the back office. */
import type { AdminReviewDto, OwnReviewDto, ReviewDto } from '#domain/schemas/reviews';
import { publicReviewerName } from '#domain/review-constants';
import type { reviews } from '#server/db/schema';

type ReviewRow = typeof reviews.$inferSelect;

export function toReviewDto(r: ReviewRow): ReviewDto {
  return {
    _id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.body,
    author: publicReviewerName(r.authorName),
    // Only verified buyers can write one (verified-buyer.ts); the order may since have been deleted.
    verifiedBuyer: true,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toOwnReviewDto(r: ReviewRow): OwnReviewDto {
  return { ...toReviewDto(r), status: r.status };
}

export interface AdminReviewRow {
  review: ReviewRow;
  email: string | null;
  product: { _id: string; title: string; slug: string };
  orderNumber: number | null;
  moderatorName: string | null;
}

export function toAdminReviewDto(row: AdminReviewRow): AdminReviewDto {
  const r = row.review;
  return {
    ...toReviewDto(r),
    status: r.status,
    authorName: r.authorName,
    email: row.email,
    product: row.product,
    orderNumber: row.orderNumber,
    moderatedAt: r.moderatedAt?.toISOString() ?? null,
    moderatedBy: row.moderatorName,
  };
}
