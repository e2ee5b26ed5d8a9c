/**
 * DELETE /api/product/delete-product/{id} — docs/shop/admin.md §8: 'Product deleted successfully'; a refusal
 * 'Failed to delete: {message}'; no answer at all 'Something went wrong'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { DeleteReply } from '../../../../domain/schemas/admin-catalog';
import { ADMIN_MESSAGES } from '../../../../domain/schemas/admin-messages';
import { notify } from '../lib/notify';
import { invalidateCatalog } from './keys';

export const PRODUCT_DELETE_BROKEN = 'Something went wrong';
export const productDeleteFailed = (message: string) => `Failed to delete: ${message}`;

export function deleteProduct(id: string) {
  return api(`/api/product/delete-product/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: DeleteReply,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (reply) => {
      notify.success(reply.message || ADMIN_MESSAGES.productDeleted);
      return invalidateCatalog(queryClient);
    },
    onError: (err) =>
      notify.error(
        err instanceof ApiError && err.status > 0 ? productDeleteFailed(err.message) : PRODUCT_DELETE_BROKEN,
      ),
  });
}
