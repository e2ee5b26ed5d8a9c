/**
 * POST /api/category/add-category (multipart name, optional image) — docs/shop/admin.md §8: '✅ Category created
 * successfully!'; a refusal shows the server's reason, else 'Failed to create category due to an unknown
 * reason.'; no answer at all 'Something went wrong while creating category.'.
 */
import { AddCategoryInput, CategoryWriteReply } from '#domain/schemas/admin-catalog';
import { send, useCatalogWrite, withImage } from './calls';

export const CATEGORY_CREATED = '✅ Category created successfully!';
export const CATEGORY_CREATE_FAILED = 'Failed to create category due to an unknown reason.';
export const CATEGORY_CREATE_BROKEN = 'Something went wrong while creating category.';

export function addCategory(input: { name: string; image: File | null }) {
  const { name } = AddCategoryInput.parse({ name: input.name });
  return send(
    'POST',
    '/api/category/add-category',
    CategoryWriteReply,
    CATEGORY_CREATE_FAILED,
    withImage({ name }, input.image),
  );
}

export function useAddCategory() {
  return useCatalogWrite(addCategory);
}
