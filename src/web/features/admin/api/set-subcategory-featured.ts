/**
 * PUT /api/subcategory/isfeatured/{id} — the switch moves at once, then follows the server's reply (`updated`);
 * on failure it goes back with 'Update failed' (docs/shop/admin.md §8, Subcategories).
 */
import { SubcategoryFeaturedReply } from '#domain/schemas/admin-catalog';
import type { SubcategoriesByCategoryReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { putFeatured, useFeaturedToggle } from './featured-toggle';
import { SUBCATEGORY_UPDATE_FAILED } from './update-subcategory';

export const setSubcategoryFeatured = putFeatured(
  '/api/subcategory/isfeatured',
  SubcategoryFeaturedReply,
  SUBCATEGORY_UPDATE_FAILED,
);

export function useSetSubcategoryFeatured(categoryId: string) {
  return useFeaturedToggle<'subcategories', SubcategoriesByCategoryReply>({
    key: adminKeys.subcategories(categoryId),
    call: setSubcategoryFeatured,
    rows: 'subcategories',
    failed: SUBCATEGORY_UPDATE_FAILED,
  });
}
