/**
 * DELETE /api/admin/discounts/{id} — only a code no order used and no checkout is paying with; the server's 409
 * ("deactivate it instead") is shown as it comes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { DeleteDiscountReply } from '../../../../domain/schemas/discounts';
import { notify } from '../lib/notify';
import { discountKeys } from './discount-keys';

export const DISCOUNT_DELETE_FAILED = 'Failed to delete the discount code.';

export function deleteDiscount(id: string) {
  return api(`/api/admin/discounts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: DeleteDiscountReply,
    fallbackMessage: DISCOUNT_DELETE_FAILED,
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSuccess: (reply) => {
      notify.success(reply.message);
      void queryClient.invalidateQueries({ queryKey: discountKeys.all() });
    },
    onError: (err) =>
      notify.error(err instanceof ApiError && err.message ? err.message : DISCOUNT_DELETE_FAILED),
  });
}
