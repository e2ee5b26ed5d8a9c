/**
 * PUT /api/product/update-product/{id} — the whole product as the edit form holds it. docs/shop/admin.md §8: the
 * server's message, else 'Failed to update product. Please check your inputs.'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import { formToMultipart, type ProductFormValues } from '../products/form-model';
import { adminKeys, invalidateCatalog } from './keys';
import { send } from './calls';

export const PRODUCT_UPDATE_FAILED = 'Failed to update product. Please check your inputs.';

export function updateProduct({ id, values }: { id: string; values: ProductFormValues }) {
  return send(
    'PUT',
    `/api/product/update-product/${encodeURIComponent(id)}`,
    ProductWriteReply,
    PRODUCT_UPDATE_FAILED,
    formToMultipart(values, 'edit'),
  );
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
