/** GET /api/admin/reviews?status=&q=&page=&limit= — reviews newest first, with how many wait for a decision. */
import { AdminReviewsQuery, AdminReviewsReply } from '#domain/schemas/reviews';
import { adminKeys } from './keys';
import { pagedList } from './calls';

export const REVIEWS_LOAD_FAILED = 'Failed to load reviews.';

export const useAdminReviews = pagedList(
  '/api/admin/reviews',
  AdminReviewsQuery,
  AdminReviewsReply,
  REVIEWS_LOAD_FAILED,
  adminKeys.reviews.page,
  (reply) => reply.reviews,
);
