/**
 * GET /api/product/getproducts?q=&page=&limit=&status= — the admin's product list: searchable (title, slug,
 * tags, SKU), a page at a time, inactive products included for an admin caller.
 */
import type { z } from 'zod';
import { AdminProductsQuery, AdminProductsReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export type ProductsParams = z.input<typeof AdminProductsQuery>;
export const PRODUCTS_LOAD_FAILED = 'Failed to load products.';

export function getProducts(params: ProductsParams) {
  return getChecked(
    '/api/product/getproducts',
    AdminProductsQuery,
    params,
    AdminProductsReply,
    PRODUCTS_LOAD_FAILED,
  );
}

export function useProducts(params: ProductsParams) {
  return usePagedQuery(adminKeys.products(params), () => getProducts(params));
}
