/**
 * PUT /api/category/isfeatured/{id} — docs/shop/admin.md §2, §4: the switch moves at once, then the list takes
 * the category from the server's reply (`updated`); on failure it goes back and says 'Failed to update feature
 * status'.
 */
import { CategoryFeaturedReply } from '#domain/schemas/admin-catalog';
import type { CategoriesReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { putFeatured, useFeaturedToggle } from './featured-toggle';

export const FEATURE_UPDATE_FAILED = 'Failed to update feature status';

export const setCategoryFeatured = putFeatured(
  '/api/category/isfeatured',
  CategoryFeaturedReply,
  FEATURE_UPDATE_FAILED,
);

export function useSetCategoryFeatured() {
  return useFeaturedToggle<'categories', CategoriesReply>({
    key: adminKeys.categories(),
    call: setCategoryFeatured,
    rows: 'categories',
    failed: FEATURE_UPDATE_FAILED,
  });
}
