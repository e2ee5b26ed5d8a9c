/** PUT /api/subcategory/update-subcategory/{id} (multipart name, category, optional image). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubcategoryWriteReply, UpdateSubcategoryInput } from '../../../../domain/schemas/admin-catalog';
import { invalidateCatalog } from './keys';
import { send } from './calls';

/** docs/shop/admin.md §8 (Subcategories). */
export const SUBCATEGORY_UPDATE_FAILED = 'Update failed';

export function updateSubcategory(input: { id: string; name: string; category: string; image: File | null }) {
  const body = UpdateSubcategoryInput.parse({ name: input.name, category: input.category });
  const form = new FormData();
  form.append('name', body.name);
  form.append('category', body.category);
  if (input.image) form.append('image', input.image);
  return send(
    'PUT',
    `/api/subcategory/update-subcategory/${encodeURIComponent(input.id)}`,
    SubcategoryWriteReply,
    SUBCATEGORY_UPDATE_FAILED,
    form,
  );
}

export function useUpdateSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSubcategory, onSuccess: () => invalidateCatalog(queryClient) });
}
