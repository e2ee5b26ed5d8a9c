/**
 * POST /api/product/add-product (multipart `product` JSON, `mainImage`, `variantImages_{i}`) — docs/shop/admin.md
 * §8: 'Product added successfully!'; a refusal shows the server's reason, else 'Failed to add product. Please
 * check your inputs.'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import { formToMultipart, type ProductFormValues } from '../products/form-model';
import { invalidateCatalog } from './keys';
import { send } from './calls';

export const PRODUCT_ADD_FAILED = 'Failed to add product. Please check your inputs.';

export function addProduct(values: ProductFormValues) {
  return send(
    'POST',
    '/api/product/add-product',
    ProductWriteReply,
    PRODUCT_ADD_FAILED,
    formToMultipart(values, 'add'),
  );
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
