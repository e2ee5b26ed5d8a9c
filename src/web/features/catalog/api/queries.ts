/** TanStack Query hooks of the catalogue's pages (lazily loaded, so they may import the API directly). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogApi } from './catalog-api';
import type { ListingRequest } from '../lib/listing-params';

const FIVE_MINUTES = 5 * 60_000;

export const useSubcategoriesBySlugs = (slugs: string[]) =>
  useQuery({
    queryKey: ['catalog', 'subs-by-slugs', slugs],
    queryFn: ({ signal }) => catalogApi.subcategoriesBySlugs(slugs, signal),
    staleTime: FIVE_MINUTES,
  });

export const useProductsBySlugs = (slugs: string[], limit: number) =>
  useQuery({
    queryKey: ['catalog', 'products-by-slugs', slugs, limit],
    queryFn: ({ signal }) => catalogApi.productsBySlugs(slugs, limit, signal),
  });

export const useFeaturedSubcategories = () =>
  useQuery({
    queryKey: ['catalog', 'featured-subcategories'],
    queryFn: ({ signal }) => catalogApi.featuredSubcategories(signal),
    staleTime: FIVE_MINUTES,
  });

export const useAllCategories = () =>
  useQuery({
    queryKey: ['catalog', 'all-categories'],
    queryFn: ({ signal }) => catalogApi.allCategories(signal),
    staleTime: FIVE_MINUTES,
  });

export const useListing = (request: ListingRequest) =>
  useQuery({
    queryKey: ['catalog', 'listing', request],
    queryFn: ({ signal }) => catalogApi.listing(request, signal),
    // Changing a filter keeps the current grid on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useProduct = (slugOrId: string) =>
  useQuery({
    queryKey: ['catalog', 'product', slugOrId],
    queryFn: ({ signal }) => catalogApi.product(slugOrId, signal),
  });

export const useRelated = (productId: string | undefined) =>
  useQuery({
    queryKey: ['catalog', 'related', productId],
    queryFn: ({ signal }) => catalogApi.related(productId!, signal),
    enabled: !!productId,
  });
