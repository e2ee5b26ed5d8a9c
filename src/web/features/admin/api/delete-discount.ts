/**
 * DELETE /api/admin/discounts/{id} — only a code no order used and no checkout is paying with; the server's 409
 * ("deactivate it instead") is shown as it comes.
 */
import { ApiError } from '#web/lib/api-client';
import { DeleteDiscountReply } from '#domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { useToastMutation } from './toast-mutation';
import { deleteById } from './calls';

export const DISCOUNT_DELETE_FAILED = 'Failed to delete the discount code.';

export const deleteDiscount = deleteById('/api/admin/discounts', DeleteDiscountReply, DISCOUNT_DELETE_FAILED);

export function useDeleteDiscount() {
  return useToastMutation(deleteDiscount, {
    done: (reply) => reply.message,
    refresh: (queryClient) => void queryClient.invalidateQueries({ queryKey: discountKeys.all() }),
    failed: (err) => (err instanceof ApiError && err.message ? err.message : DISCOUNT_DELETE_FAILED),
  });
}
