/**
 * Query keys of the back office. Everything the admin reads lives under ['admin', …] so a write can refresh
 * exactly what it changed; catalogue writes also refresh the storefront's cached reads (invalidateCatalog).
 */
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '#domain/paging';

/** A paged list's keys: every page of it (what a write refreshes), and one page by its query's params. */
function listKeys<N extends string>(name: N) {
  return {
    all: () => ['admin', name] as const,
    page: (params: object) => ['admin', name, params] as const,
  };
}

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  categories: () => ['admin', 'categories'] as const,
  category: (id: string) => ['admin', 'category', id] as const,
  categoryTree: () => ['admin', 'category-tree'] as const,
  subcategories: (categoryId: string) => ['admin', 'subcategories', categoryId] as const,
  products: listKeys('products'),
  product: (id: string) => ['admin', 'product', id] as const,
  productView: (id: string) => ['admin', 'product-view', id] as const,
  orders: listKeys('orders'),
  users: listKeys('users'),
  appointments: listKeys('appointments'),
  messages: listKeys('messages'),
  reviews: listKeys('reviews'),
  rateHistory: listKeys('rate-history'),
  customer: (id: string) => ['admin', 'customer', id] as const,
};

/**
 * After a catalogue write: every cached read except the session's is stale — the admin's lists, the dashboard
 * and the storefront's pages the admin may open next through Home.
 */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
}

/** `?a=1&b=x` from the set values of `params` ('' and undefined are left out). */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Rows per page of the paginated admin lists: the server's default page (docs/decisions/084). */
export const ADMIN_LIST_PAGE_SIZE = PAGE_SIZES.admin.default;
