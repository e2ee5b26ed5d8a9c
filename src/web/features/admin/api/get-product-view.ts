/**
 * GET /api/product/get-product/{id} — the view page's product (an admin caller also gets inactive ones).
 * docs/shop/admin.md §8: 'Product not found.' or 'Failed to load product data. Please try again.'.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ProductReply } from '../../../../domain/schemas/catalog';
import { adminKeys } from './keys';

export const PRODUCT_VIEW_FAILED = 'Failed to load product data. Please try again.';

export function getProductView(id: string) {
  return api(`/api/product/get-product/${encodeURIComponent(id)}`, {
    schema: ProductReply,
    fallbackMessage: PRODUCT_VIEW_FAILED,
  });
}

export function useProductView(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.productView(id ?? ''),
    queryFn: () => getProductView(id!),
    enabled: !!id,
  });
}
