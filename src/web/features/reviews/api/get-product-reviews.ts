/**
 * GET /api/product/{id}/reviews?page=&limit= — approved reviews, newest first, with their average and count
 * (docs/api/catalogue.md "Reviews"). "Show more reviews" fetches the next page (an infinite query).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductReviewsReply } from '#domain/schemas/reviews';
import { REVIEW_MESSAGES, REVIEW_PAGE_SIZE } from '#domain/review-constants';
import { api } from '#web/lib/api-client';
import { reviewKeys } from './keys';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/reviews');

export function getProductReviews(
  productId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ProductReviewsReply> {
  return api(
    `/api/product/${encodeURIComponent(productId)}/reviews?page=${page}&limit=${REVIEW_PAGE_SIZE.default}`,
    {
      schema: () => schemas().then((m) => m.ProductReviewsReply),
      signal,
      auth: false,
      fallbackMessage: REVIEW_MESSAGES.loadFailed,
    },
  );
}

export const useProductReviews = (productId: string) =>
  useInfiniteQuery({
    queryKey: reviewKeys.list(productId),
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
