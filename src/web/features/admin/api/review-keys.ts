/** Query keys of the back office's reviews (kept beside keys.ts, which other screens share). */
import type { AdminReviewsParams } from './get-admin-reviews';

export const reviewAdminKeys = {
  all: ['admin', 'reviews'] as const,
  list: (params: AdminReviewsParams) => ['admin', 'reviews', params] as const,
};
