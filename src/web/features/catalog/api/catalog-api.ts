/**
 * The catalogue's read calls (docs/shop/storefront.md §7), each validated with its domain schema. The header
 * loads this module on demand (it is not part of the first download); the lazily loaded pages import it directly.
 */
import { api } from '#web/lib/api-client';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
export const schemas = () => import('#domain/schemas/catalog');

const FAILED_PRODUCTS = 'Failed to fetch products.';

export const catalogApi = {
  featuredCategories: (signal?: AbortSignal) =>
    api('/api/category/featured-categories', {
      schema: () => schemas().then((m) => m.CategoriesReply),
      signal,
    }).then((r) => r.categories),

  allCategories: (signal?: AbortSignal) =>
    api('/api/category/allcategories', {
      schema: () => schemas().then((m) => m.CategoriesReply),
      signal,
    }).then((r) => r.categories),

  featuredSubcategories: (signal?: AbortSignal) =>
    api('/api/subcategory/featured-subcategories', {
      schema: () => schemas().then((m) => m.SubcategoriesReply),
      signal,
      fallbackMessage: 'Failed to fetch subcategories.',
    }).then((r) => r.subcategories),

  subcategoriesBySlugs: (slugs: string[], signal?: AbortSignal) =>
    api('/api/subcategory/getsubs-by-slugs', {
      method: 'POST',
      body: { slugs },
      schema: () => schemas().then((m) => m.SubsBySlugsReply),
      signal,
      fallbackMessage: 'Failed to fetch subcategories.',
    }).then((r) => r.categories),

  productsBySlugs: (slugs: string[], limit: number, signal?: AbortSignal) =>
    api('/api/product/get-products-by-category-slugs', {
      method: 'POST',
      body: { slugs, limit },
      schema: () => schemas().then((m) => m.ProductsBySlugsReply),
      signal,
      fallbackMessage: FAILED_PRODUCTS,
    }).then((r) => r.data),

  product: (slugOrId: string, signal?: AbortSignal) =>
    api(`/api/product/get-product/${encodeURIComponent(slugOrId)}`, {
      schema: () => schemas().then((m) => m.ProductReply),
      signal,
      fallbackMessage: 'Server error fetching product details.',
    }),

  related: (productId: string, signal?: AbortSignal) =>
    api(`/api/product/${encodeURIComponent(productId)}/related?limit=4`, {
      schema: () => schemas().then((m) => m.ProductsReply),
      signal,
      fallbackMessage: FAILED_PRODUCTS,
    }).then((r) => r.products),

  search: (q: string, signal?: AbortSignal) =>
    api(`/api/product/search?q=${encodeURIComponent(q)}`, {
      schema: () => schemas().then((m) => m.SearchReply),
      signal,
    }).then((r) => r.results),
};
