import { queryOptions, useQuery } from '@tanstack/react-query';

/** Featured categories with their subcategories, for the desktop navigation and the mobile menu. */
export const featuredCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'featured-categories'],
    queryFn: async ({ signal }) =>
      (await import('#web/features/catalog/api/catalog-api')).catalogApi.featuredCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedCategories() {
  return useQuery(featuredCategoriesQuery());
}
