/** PUT /api/subcategory/update-subcategory/{id} (multipart name, category, optional image). */
import { SubcategoryWriteReply, UpdateSubcategoryInput } from '#domain/schemas/admin-catalog';
import { send, useCatalogWrite, withImage } from './calls';

/** docs/shop/admin.md §8 (Subcategories). */
export const SUBCATEGORY_UPDATE_FAILED = 'Update failed';

export function updateSubcategory(input: { id: string; name: string; category: string; image: File | null }) {
  const body = UpdateSubcategoryInput.parse({ name: input.name, category: input.category });
  return send(
    'PUT',
    `/api/subcategory/update-subcategory/${encodeURIComponent(input.id)}`,
    SubcategoryWriteReply,
    SUBCATEGORY_UPDATE_FAILED,
    withImage({ name: body.name, category: body.category }, input.image),
  );
}

export function useUpdateSubcategory() {
  return useCatalogWrite(updateSubcategory);
}
