/**
 * POST /api/product/{id}/reviews {rating, title, text} — a verified buyer's review, stored pending until the
 * shop approves it. On success the shopper's own review is refreshed (the public list does not change yet).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewCreatedReply } from '#domain/schemas/reviews';
import { REVIEW_MESSAGES } from '#domain/review-constants';
import { api } from '#web/lib/api-client';
import { reviewKeys } from './keys';

const schemas = () => import('#domain/schemas/reviews');

export interface ReviewRequest {
  rating: number;
  title: string;
  text: string;
}

export function postReview(
  productId: string,
  body: ReviewRequest,
): Promise<z.infer<typeof ReviewCreatedReply>> {
  return api(`/api/product/${encodeURIComponent(productId)}/reviews`, {
    method: 'POST',
    body,
    schema: () => schemas().then((m) => m.ReviewCreatedReply),
    fallbackMessage: REVIEW_MESSAGES.submitFailed,
  });
}

export function usePostReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) => postReview(productId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.mineOfProduct(productId) }),
  });
}
