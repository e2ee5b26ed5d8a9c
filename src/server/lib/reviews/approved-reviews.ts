/** The newest approved reviews of a product, for its page head's schema.org data (seo/product-head.ts). */
import { and, desc, eq } from 'drizzle-orm';
import type { ProductDto } from '#domain/schemas/catalog';
import type { ReviewDto } from '#domain/schemas/reviews';
import { REVIEW_LIMITS } from '#domain/review-constants';
import type { Db } from '#server/db/client';
import { reviews } from '#server/db/schema';
import { toReviewDto } from './review-dto';

export async function latestApprovedReviews(
  db: Db,
  product: Pick<ProductDto, '_id' | 'rating'>,
  limit: number = REVIEW_LIMITS.jsonLdReviews,
): Promise<ReviewDto[]> {
  // The product's rating already says whether there is any: no query for the many pieces without reviews.
  if (product.rating.count === 0) return [];
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, product._id), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toReviewDto);
}
