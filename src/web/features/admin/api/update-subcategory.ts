/** PUT /api/subcategory/update-subcategory/{id} (multipart name, category, optional image). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SubcategoryWriteReply, UpdateSubcategoryInput } from '../../../../domain/schemas/admin-catalog';
import { invalidateCatalog } from './keys';

/** docs/shop/admin.md §8 (Subcategories). */
export const SUBCATEGORY_UPDATE_FAILED = 'Update failed';

export function updateSubcategory(input: { id: string; name: string; category: string; image: File | null }) {
  const body = UpdateSubcategoryInput.parse({ name: input.name, category: input.category });
  const form = new FormData();
  form.append('name', body.name);
  form.append('category', body.category);
  if (input.image) form.append('image', input.image);
  return api(`/api/subcategory/update-subcategory/${encodeURIComponent(input.id)}`, {
    method: 'PUT',
    body: form,
    schema: SubcategoryWriteReply,
    fallbackMessage: SUBCATEGORY_UPDATE_FAILED,
  });
}

export function useUpdateSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSubcategory, onSuccess: () => invalidateCatalog(queryClient) });
}
