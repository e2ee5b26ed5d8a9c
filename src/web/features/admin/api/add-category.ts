/**
 * POST /api/category/add-category (multipart name, optional image) — docs/shop/admin.md §8: '✅ Category created
 * successfully!'; a refusal shows the server's reason, else 'Failed to create category due to an unknown
 * reason.'; no answer at all 'Something went wrong while creating category.'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddCategoryInput, CategoryWriteReply } from '../../../../domain/schemas/admin-catalog';
import { invalidateCatalog } from './keys';
import { send } from './calls';

export const CATEGORY_CREATED = '✅ Category created successfully!';
export const CATEGORY_CREATE_FAILED = 'Failed to create category due to an unknown reason.';
export const CATEGORY_CREATE_BROKEN = 'Something went wrong while creating category.';

export function addCategory(input: { name: string; image: File | null }) {
  const { name } = AddCategoryInput.parse({ name: input.name });
  const form = new FormData();
  form.append('name', name);
  if (input.image) form.append('image', input.image);
  return send('POST', '/api/category/add-category', CategoryWriteReply, CATEGORY_CREATE_FAILED, form);
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
