/**
 * PUT /api/admin/reviews/{id} {status: approved|hidden}. The server drops the catalogue's cached replies; here
 * the reviews lists are refetched and the storefront's cached ratings and reviews marked stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ReviewModerationInput,
  ReviewModerationReply,
  type ReviewModerationInput as Input,
} from '#domain/schemas/reviews';
import { adminKeys, invalidateCatalog } from './keys';
import { send } from './calls';

export function moderateReview(id: string, body: Input) {
  return send(
    'PUT',
    `/api/admin/reviews/${encodeURIComponent(id)}`,
    ReviewModerationReply,
    'Could not update the review.',
    ReviewModerationInput.parse(body),
  );
}

export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Input['status'] }) => moderateReview(id, { status }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.reviews.all() }),
        client.invalidateQueries({ queryKey: ['reviews'] }),
        invalidateCatalog(client),
      ]);
    },
  });
}
