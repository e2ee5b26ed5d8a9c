/**
 * PUT /api/category/isfeatured/{id} — docs/shop/admin.md §2, §4: the switch moves at once, then the list takes
 * the category from the server's reply (`updated`); on failure it goes back and says 'Failed to update feature
 * status'.
 */
import { CategoryFeaturedReply, FeaturedInput } from '#domain/schemas/admin-catalog';
import type { CategoriesReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { useFeaturedToggle } from './featured-toggle';
import { send } from './calls';

export const FEATURE_UPDATE_FAILED = 'Failed to update feature status';

export function setCategoryFeatured(id: string, isFeatured: boolean) {
  return send(
    'PUT',
    `/api/category/isfeatured/${encodeURIComponent(id)}`,
    CategoryFeaturedReply,
    FEATURE_UPDATE_FAILED,
    FeaturedInput.parse({ isFeatured }),
  );
}

export function useSetCategoryFeatured() {
  return useFeaturedToggle<'categories', CategoriesReply>({
    key: adminKeys.categories(),
    call: setCategoryFeatured,
    rows: 'categories',
    failed: FEATURE_UPDATE_FAILED,
  });
}
