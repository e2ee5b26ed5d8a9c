/** GET /api/category/get-category/{id} — the edit-category form's category (name, image). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CategoryReply } from '../../../../domain/schemas/catalog';
import { adminKeys } from './keys';

/** docs/shop/admin.md §8. */
export const CATEGORY_LOAD_FAILED = 'Failed to load category data.';

export function getCategory(id: string) {
  return api(`/api/category/get-category/${encodeURIComponent(id)}`, {
    schema: CategoryReply,
    fallbackMessage: CATEGORY_LOAD_FAILED,
  });
}

export function useCategory(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.category(id ?? ''),
    queryFn: () => getCategory(id!),
    enabled: !!id,
  });
}
