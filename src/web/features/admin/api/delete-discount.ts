/**
 * DELETE /api/admin/discounts/{id} — only a code no order used and no checkout is paying with; the server's 409
 * ("deactivate it instead") is shown as it comes.
 */
import { ApiError } from '#web/lib/api-client';
import { DeleteDiscountReply } from '#domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { useToastMutation } from './toast-mutation';
import { send } from './calls';

export const DISCOUNT_DELETE_FAILED = 'Failed to delete the discount code.';

export function deleteDiscount(id: string) {
  return send(
    'DELETE',
    `/api/admin/discounts/${encodeURIComponent(id)}`,
    DeleteDiscountReply,
    DISCOUNT_DELETE_FAILED,
  );
}

export function useDeleteDiscount() {
  return useToastMutation(deleteDiscount, {
    done: (reply) => reply.message,
    refresh: (queryClient) => void queryClient.invalidateQueries({ queryKey: discountKeys.all() }),
    failed: (err) => (err instanceof ApiError && err.message ? err.message : DISCOUNT_DELETE_FAILED),
  });
}
