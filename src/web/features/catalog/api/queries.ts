/**
 * TanStack Query options and hooks of the catalogue's pages (lazily loaded, so they may import the API directly).
 * The options are shared by the hooks and by the routes' loaders (features/catalog/route-modules/*,
 * docs/decisions/112), so what a loader ensures is exactly what the page's component then reads.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from './catalog-api';

const FIVE_MINUTES = 5 * 60_000;

export const subcategoriesBySlugsQuery = (slugs: string[]) =>
  queryOptions({
    queryKey: ['catalog', 'subs-by-slugs', slugs],
    queryFn: ({ signal }) => catalogApi.subcategoriesBySlugs(slugs, signal),
    staleTime: FIVE_MINUTES,
  });

export const productsBySlugsQuery = (slugs: string[], limit: number) =>
  queryOptions({
    queryKey: ['catalog', 'products-by-slugs', slugs, limit],
    queryFn: ({ signal }) => catalogApi.productsBySlugs(slugs, limit, signal),
  });

export const featuredSubcategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'featured-subcategories'],
    queryFn: ({ signal }) => catalogApi.featuredSubcategories(signal),
    staleTime: FIVE_MINUTES,
  });

export const allCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'all-categories'],
    queryFn: ({ signal }) => catalogApi.allCategories(signal),
    staleTime: FIVE_MINUTES,
  });

export const productQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slugOrId],
    queryFn: ({ signal }) => catalogApi.product(slugOrId, signal),
  });

export const relatedQuery = (productId: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'related', productId],
    queryFn: ({ signal }) => catalogApi.related(productId!, signal),
    enabled: !!productId,
  });

export const useSubcategoriesBySlugs = (slugs: string[]) => useQuery(subcategoriesBySlugsQuery(slugs));

export const useProductsBySlugs = (slugs: string[], limit: number) =>
  useQuery(productsBySlugsQuery(slugs, limit));

export const useFeaturedSubcategories = () => useQuery(featuredSubcategoriesQuery());

export const useAllCategories = () => useQuery(allCategoriesQuery());

export const useProduct = (slugOrId: string) => useQuery(productQuery(slugOrId));

export const useRelated = (productId: string | undefined) => useQuery(relatedQuery(productId));
