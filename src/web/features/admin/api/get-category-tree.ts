/**
 * GET /api/category/getCatWithSubCats — categories with their subcategories nested: the edit-subcategory form
 * finds its subcategory here by the id in the URL (there is no single-subcategory read), and the product form
 * its "Also show in" lists. Not paged: at most 100 categories and 500 subcategories (docs/decisions/084).
 */
import { useQuery } from '@tanstack/react-query';
import { CategoriesReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { getOne } from './calls';

/** docs/shop/admin.md §8. */
export const TREE_LOAD_FAILED = 'Failed to fetch data';

export function getCategoryTree() {
  return getOne('/api/category/getCatWithSubCats', CategoriesReply, TREE_LOAD_FAILED);
}

export function useCategoryTree() {
  return useQuery({ queryKey: adminKeys.categoryTree(), queryFn: getCategoryTree });
}
