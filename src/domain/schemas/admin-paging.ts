/**
 * Search and paging of the admin lists: every list answers one page — `limit` 1–100, default 20; above 100 is a
 * 400 (docs/decisions/084). There is no "whole list" any more.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../paging';
import { PageReply, pageQuery } from './paging';
import { blankToUndefined, uuid } from './common';

export const ADMIN_PAGE_MAX = PAGE_SIZES.admin.max;

export const AdminListQuery = z.object({
  q: z.string().trim().max(200, { error: 'The search can be at most 200 characters.' }).optional(),
  ...pageQuery(PAGE_SIZES.admin),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** Fields every paged reply carries. */
export const PageInfo = PageReply;

/**
 * The admin products list's sorts and filters (GET /api/product/getproducts, docs/api/admin.md "Products list",
 * docs/decisions/098). Sort keys are an allowed list the server maps to columns — never a column name from the URL.
 * Price is the list price (first variant after discount, as the storefront sorts); stock is all variants' stock.
 */
export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'created'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/**
 * Stock levels partition the products: `out` — no variant has stock; `low` — some stock, but a variant at or
 * under the dashboard's low-stock threshold; `in` — every variant above it.
 */
export const ADMIN_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];

export const AdminProductListFields = {
  sort: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_PRODUCT_SORTS, { error: 'Sort by name, price, stock or created.' }).optional(),
  ),
  dir: z.preprocess(
    blankToUndefined,
    z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc.' }).optional(),
  ),
  category: z.preprocess(blankToUndefined, uuid('Choose a category from the list.').optional()),
  stock: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_STOCK_FILTERS, { error: 'Stock must be in, low or out.' }).optional(),
  ),
};
