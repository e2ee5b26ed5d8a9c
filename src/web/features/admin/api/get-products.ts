/**
 * GET /api/product/getproducts?q=&page=&limit=&status= — the admin's product list: searchable (title, slug,
 * tags, SKU), a page at a time, inactive products included for an admin caller.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AdminProductsQuery, AdminProductsReply } from '../../../../domain/schemas/catalog';
import { adminKeys, queryString } from './keys';

export type ProductsParams = z.input<typeof AdminProductsQuery>;
export const PRODUCTS_LOAD_FAILED = 'Failed to load products.';

export function getProducts(params: ProductsParams) {
  const query = AdminProductsQuery.parse(params);
  return api(`/api/product/getproducts${queryString(query)}`, {
    schema: AdminProductsReply,
    fallbackMessage: PRODUCTS_LOAD_FAILED,
  });
}

export function useProducts(params: ProductsParams) {
  return useQuery({
    queryKey: adminKeys.products(params),
    queryFn: () => getProducts(params),
    placeholderData: keepPreviousData,
  });
}
