/** GET /api/admin/reviews?status=&q=&page=&limit= — reviews newest first, with how many wait for a decision. */
import type { z } from 'zod';
import { AdminReviewsQuery, AdminReviewsReply } from '#domain/schemas/reviews';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export type AdminReviewsParams = z.input<typeof AdminReviewsQuery>;
export const REVIEWS_LOAD_FAILED = 'Failed to load reviews.';

export function getAdminReviews(params: AdminReviewsParams) {
  return getChecked('/api/admin/reviews', AdminReviewsQuery, params, AdminReviewsReply, REVIEWS_LOAD_FAILED);
}

export function useAdminReviews(params: AdminReviewsParams) {
  return usePagedQuery(adminKeys.reviews(params), () => getAdminReviews(params));
}
