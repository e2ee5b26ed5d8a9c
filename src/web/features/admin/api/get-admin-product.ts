/**
 * GET /api/admin/products/{id} — the edit form's product, any status, with its "Also show in" lists (the shared
 * getproduct/{id} does not carry them). docs/shop/admin.md §8: 'Failed to load product data.'.
 */
import { AdminProductReply } from '#domain/schemas/admin-product';
import { getOne, useRecordQuery } from './calls';
import { adminKeys } from './keys';

export const PRODUCT_LOAD_FAILED = 'Failed to load product data.';

export function getAdminProduct(id: string) {
  return getOne(`/api/admin/products/${encodeURIComponent(id)}`, AdminProductReply, PRODUCT_LOAD_FAILED);
}

export function useAdminProduct(id: string | undefined) {
  return useRecordQuery(adminKeys.product, id, getAdminProduct, {
    // The form starts from these values: never refresh them under the admin's edits.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}
