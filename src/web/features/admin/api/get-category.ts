/** GET /api/category/get-category/{id} — the edit-category form's category (name, image). */
import { CategoryReply } from '#domain/schemas/catalog';
import { getOne, useRecordQuery } from './calls';
import { adminKeys } from './keys';

/** docs/shop/admin.md §8. */
export const CATEGORY_LOAD_FAILED = 'Failed to load category data.';

export function getCategory(id: string) {
  return getOne(`/api/category/get-category/${encodeURIComponent(id)}`, CategoryReply, CATEGORY_LOAD_FAILED);
}

export function useCategory(id: string | undefined) {
  return useRecordQuery(adminKeys.category, id, getCategory);
}
