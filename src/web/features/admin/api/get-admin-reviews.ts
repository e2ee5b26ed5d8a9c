/** GET /api/admin/reviews?status=&q=&page=&limit= — reviews newest first, with how many wait for a decision. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AdminReviewsQuery, AdminReviewsReply } from '../../../../domain/schemas/reviews';
import { adminKeys, queryString } from './keys';

export type AdminReviewsParams = z.input<typeof AdminReviewsQuery>;
export const REVIEWS_LOAD_FAILED = 'Failed to load reviews.';

export function getAdminReviews(params: AdminReviewsParams) {
  const query = AdminReviewsQuery.parse(params);
  return api(`/api/admin/reviews${queryString(query)}`, {
    schema: AdminReviewsReply,
    fallbackMessage: REVIEWS_LOAD_FAILED,
  });
}

export function useAdminReviews(params: AdminReviewsParams) {
  return useQuery({
    queryKey: adminKeys.reviews(params),
    queryFn: () => getAdminReviews(params),
    placeholderData: keepPreviousData,
  });
}
