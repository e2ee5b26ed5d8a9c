/**
 * PUT /api/category/update-category/{id} (multipart name, optional image) — docs/shop/admin.md §8: the server's
 * message, else 'Something went wrong while updating category.'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CategoryWriteReply, UpdateCategoryInput } from '../../../../domain/schemas/admin-catalog';
import { invalidateCatalog } from './keys';
import { send } from './calls';

export const CATEGORY_UPDATE_FAILED = 'Something went wrong while updating category.';

export function updateCategory(input: { id: string; name: string; image: File | null }) {
  const { name } = UpdateCategoryInput.parse({ name: input.name });
  const form = new FormData();
  form.append('name', name);
  if (input.image) form.append('image', input.image);
  return send(
    'PUT',
    `/api/category/update-category/${encodeURIComponent(input.id)}`,
    CategoryWriteReply,
    CATEGORY_UPDATE_FAILED,
    form,
  );
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
