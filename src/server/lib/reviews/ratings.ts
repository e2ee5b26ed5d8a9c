/**
 * The rating every product reply carries: the average and count of its approved reviews (docs/api/catalogue.md
 * "Ratings"). One grouped query per batch of products, on the (product_id, status) index — a listing page of 24
 * cards costs one more query, never one per card.
 */
import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { RatingSummaryDto } from '#domain/schemas/catalog';
import { roundAverage } from '#domain/review-constants';
import type { Db } from '#server/db/client';
import { reviews } from '#server/db/schema';

export const NO_RATING: RatingSummaryDto = { average: 0, count: 0 };

export async function loadRatings(db: Db, productIds: string[]): Promise<Map<string, RatingSummaryDto>> {
  const ratings = new Map<string, RatingSummaryDto>();
  if (!productIds.length) return ratings;
  const rows = await db
    .select({ productId: reviews.productId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.status, 'approved')))
    .groupBy(reviews.productId);
  for (const r of rows)
    ratings.set(r.productId, { average: roundAverage(Number(r.average)), count: Number(r.count) });
  return ratings;
}
