/**
 * GET /api/product/get-product/{id} — the view page's product (an admin caller also gets inactive ones).
 * docs/shop/admin.md §8: 'Product not found.' or 'Failed to load product data. Please try again.'.
 */
import { ProductReply } from '#domain/schemas/catalog';
import { getOne, useRecordQuery } from './calls';
import { adminKeys } from './keys';

export const PRODUCT_VIEW_FAILED = 'Failed to load product data. Please try again.';

export function getProductView(id: string) {
  return getOne(`/api/product/get-product/${encodeURIComponent(id)}`, ProductReply, PRODUCT_VIEW_FAILED);
}

export function useProductView(id: string | undefined) {
  return useRecordQuery(adminKeys.productView, id, getProductView);
}
