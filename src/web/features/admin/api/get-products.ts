/**
 * GET /api/product/getproducts?q=&page=&limit=&status= — the admin's product list: searchable (title, slug,
 * tags, SKU), a page at a time, inactive products included for an admin caller.
 */
import { AdminProductsQuery, AdminProductsReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { pagedList } from './calls';

export const PRODUCTS_LOAD_FAILED = 'Failed to load products.';

export const useProducts = pagedList(
  '/api/product/getproducts',
  AdminProductsQuery,
  AdminProductsReply,
  PRODUCTS_LOAD_FAILED,
  adminKeys.products.page,
  (reply) => reply.products,
);
