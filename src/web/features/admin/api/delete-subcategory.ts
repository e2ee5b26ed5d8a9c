/**
 * DELETE /api/subcategory/delete-subcategory/{id} — 'Subcategory deleted successfully'; a refusal (it is still
 * some product's home, or a home page list) shows the server's reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { SubcategoryDeleteReply } from '../../../../domain/schemas/admin-catalog';
import { notify } from '../lib/notify';
import { CATEGORY_DELETE_BROKEN, CATEGORY_DELETE_FAILED } from './delete-category';
import { invalidateCatalog } from './keys';

export function deleteSubcategory(id: string) {
  return api(`/api/subcategory/delete-subcategory/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: SubcategoryDeleteReply,
    fallbackMessage: CATEGORY_DELETE_FAILED,
  });
}

export function useDeleteSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: (reply) => {
      const n = reply.removedListings;
      notify.success(
        n > 0
          ? `${reply.message}. It no longer lists ${n} ${n === 1 ? 'product' : 'products'}.`
          : reply.message,
      );
      return invalidateCatalog(queryClient);
    },
    onError: (err) =>
      notify.error(err instanceof ApiError && err.status > 0 ? err.message : CATEGORY_DELETE_BROKEN),
  });
}
