/** GET /api/subcategory/by-category/{categoryId} → subcategories and categoryTitle (docs/shop/admin.md §7). */
import { useQuery } from '@tanstack/react-query';
import { SubcategoriesByCategoryReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { getOne } from './calls';

/** docs/shop/admin.md §8. */
export const SUBCATEGORIES_LOAD_FAILED = 'Failed to fetch subcategories';

export function getSubcategories(categoryId: string) {
  return getOne(
    `/api/subcategory/by-category/${encodeURIComponent(categoryId)}`,
    SubcategoriesByCategoryReply,
    SUBCATEGORIES_LOAD_FAILED,
  );
}

/** Disabled without a category (the product form before one is chosen). */
export function useSubcategories(categoryId: string | undefined | null) {
  return useQuery({
    queryKey: adminKeys.subcategories(categoryId ?? ''),
    queryFn: () => getSubcategories(categoryId!),
    enabled: !!categoryId,
  });
}
