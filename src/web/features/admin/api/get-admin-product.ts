/**
 * GET /api/admin/products/{id} — the edit form's product, any status, with its "Also show in" lists (the shared
 * getproduct/{id} does not carry them). docs/shop/admin.md §8: 'Failed to load product data.'.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AdminProductReply } from '../../../../domain/schemas/admin-product';
import { adminKeys } from './keys';

export const PRODUCT_LOAD_FAILED = 'Failed to load product data.';

export function getAdminProduct(id: string) {
  return api(`/api/admin/products/${encodeURIComponent(id)}`, {
    schema: AdminProductReply,
    fallbackMessage: PRODUCT_LOAD_FAILED,
  });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
    queryFn: () => getAdminProduct(id!),
    enabled: !!id,
    // The form starts from these values: never refresh them under the admin's edits.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}
