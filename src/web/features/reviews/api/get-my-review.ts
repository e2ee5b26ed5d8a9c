/**
 * GET /api/product/{id}/my-review (signed in): may this shopper review the piece, and their own review with its
 * status when they wrote one — what the product page's "Write a review" shows or explains.
 */
import { useQuery } from '@tanstack/react-query';
import type { MyReviewReply } from '#domain/schemas/reviews';
import { api } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { reviewKeys } from './keys';

const schemas = () => import('#domain/schemas/reviews');

export function getMyReview(productId: string, signal?: AbortSignal): Promise<MyReviewReply> {
  return api(`/api/product/${encodeURIComponent(productId)}/my-review`, {
    schema: () => schemas().then((m) => m.MyReviewReply),
    signal,
  });
}

/** Asked only when signed in; a guest is told to sign in instead. */
export function useMyReview(productId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: reviewKeys.mine(productId, user?._id ?? null),
    queryFn: ({ signal }) => getMyReview(productId, signal),
    enabled: !!user,
  });
}
