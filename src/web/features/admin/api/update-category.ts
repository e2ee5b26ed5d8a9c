/**
 * PUT /api/category/update-category/{id} (multipart name, optional image) — docs/shop/admin.md §8: the server's
 * message, else 'Something went wrong while updating category.'.
 */
import { CategoryWriteReply, UpdateCategoryInput } from '#domain/schemas/admin-catalog';
import { send, useCatalogWrite, withImage } from './calls';

export const CATEGORY_UPDATE_FAILED = 'Something went wrong while updating category.';

export function updateCategory(input: { id: string; name: string; image: File | null }) {
  const { name } = UpdateCategoryInput.parse({ name: input.name });
  return send(
    'PUT',
    `/api/category/update-category/${encodeURIComponent(input.id)}`,
    CategoryWriteReply,
    CATEGORY_UPDATE_FAILED,
    withImage({ name }, input.image),
  );
}

export function useUpdateCategory() {
  return useCatalogWrite(updateCategory);
}
