/**
 * POST /api/admin/products/{id}/duplicate — a hidden copy with zero stock, "(copy)" in its name
 * (docs/api/admin.md "Duplicate a product"); the caller opens its edit page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { ProductWriteReply } from '../../../../domain/schemas/admin-product';
import { notify } from '../lib/notify';
import { invalidateCatalog } from './keys';

export const DUPLICATE_FAILED = 'Could not duplicate the product. Please try again.';

export function duplicateProduct(id: string) {
  return api(`/api/admin/products/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    schema: ProductWriteReply,
    fallbackMessage: DUPLICATE_FAILED,
  });
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProduct,
    onSuccess: (reply) => {
      notify.success(reply.message);
      return invalidateCatalog(queryClient);
    },
    onError: (err) => notify.error(errorMessage(err, DUPLICATE_FAILED)),
  });
}
