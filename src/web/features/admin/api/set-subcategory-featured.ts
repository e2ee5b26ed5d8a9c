/**
 * PUT /api/subcategory/isfeatured/{id} — the switch moves at once, then follows the server's reply (`updated`);
 * on failure it goes back with 'Update failed' (docs/shop/admin.md §8, Subcategories).
 */
import { FeaturedInput, SubcategoryFeaturedReply } from '#domain/schemas/admin-catalog';
import type { SubcategoriesByCategoryReply } from '#domain/schemas/catalog';
import { adminKeys } from './keys';
import { useFeaturedToggle } from './featured-toggle';
import { SUBCATEGORY_UPDATE_FAILED } from './update-subcategory';
import { send } from './calls';

export function setSubcategoryFeatured(id: string, isFeatured: boolean) {
  return send(
    'PUT',
    `/api/subcategory/isfeatured/${encodeURIComponent(id)}`,
    SubcategoryFeaturedReply,
    SUBCATEGORY_UPDATE_FAILED,
    FeaturedInput.parse({ isFeatured }),
  );
}

export function useSetSubcategoryFeatured(categoryId: string) {
  return useFeaturedToggle<'subcategories', SubcategoriesByCategoryReply>({
    key: adminKeys.subcategories(categoryId),
    call: setSubcategoryFeatured,
    rows: 'subcategories',
    failed: SUBCATEGORY_UPDATE_FAILED,
  });
}
