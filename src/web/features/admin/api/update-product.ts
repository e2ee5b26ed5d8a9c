/**
 * PUT /api/product/update-product/{id} — the whole product as the edit form holds it. docs/shop/admin.md §8: the
 * server's message, else 'Failed to update product. Please check your inputs.'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ProductWriteReply } from '../../../../domain/schemas/admin-product';
import { formToMultipart, type ProductFormValues } from '../products/form-model';
import { adminKeys, invalidateCatalog } from './keys';

export const PRODUCT_UPDATE_FAILED = 'Failed to update product. Please check your inputs.';

export function updateProduct({ id, values }: { id: string; values: ProductFormValues }) {
  return api(`/api/product/update-product/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: formToMultipart(values, 'edit'),
    schema: ProductWriteReply,
    fallbackMessage: PRODUCT_UPDATE_FAILED,
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (reply) => {
      queryClient.setQueryData(adminKeys.product(reply.product._id), {
        success: true as const,
        product: reply.product,
      });
      return invalidateCatalog(queryClient);
    },
  });
}
