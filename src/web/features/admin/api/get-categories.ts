/**
 * GET /api/category/allcategories — every category (admin list, product form's category select): not paged,
 * the shop holds at most LIST_CAPS.categories (100; docs/decisions/084).
 */
import { useQuery } from '@tanstack/react-query';
import { CategoriesReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { getOne } from './calls';

/** docs/shop/admin.md §8. */
export const CATEGORIES_LOAD_FAILED = 'Failed to load categories';

export function getCategories() {
  return getOne('/api/category/allcategories', CategoriesReply, CATEGORIES_LOAD_FAILED);
}

export function useCategories() {
  return useQuery({ queryKey: adminKeys.categories(), queryFn: getCategories });
}
