/**
 * PUT /api/category/isfeatured/{id} — docs/shop/admin.md §2, §4: the switch moves at once, then the list takes
 * the category from the server's reply (`updated`); on failure it goes back and says 'Failed to update feature
 * status'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CategoryFeaturedReply, FeaturedInput } from '../../../../domain/schemas/admin-catalog';
import type { CategoriesReply, CategoryDto } from '../../../../domain/schemas/catalog';
import { notify } from '../lib/notify';
import { adminKeys, invalidateCatalog } from './keys';
import { send } from './calls';

export const FEATURE_UPDATE_FAILED = 'Failed to update feature status';

export function setCategoryFeatured(id: string, isFeatured: boolean) {
  return send(
    'PUT',
    `/api/category/isfeatured/${encodeURIComponent(id)}`,
    CategoryFeaturedReply,
    FEATURE_UPDATE_FAILED,
    FeaturedInput.parse({ isFeatured }),
  );
}

export function useSetCategoryFeatured() {
  const queryClient = useQueryClient();
  const key = adminKeys.categories();
  const patch = (id: string, change: Partial<CategoryDto>) =>
    queryClient.setQueryData<CategoriesReply>(key, (r) =>
      r ? { ...r, categories: r.categories.map((c) => (c._id === id ? { ...c, ...change } : c)) } : r,
    );
  return useMutation({
    mutationFn: ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
      setCategoryFeatured(id, isFeatured),
    onMutate: async ({ id, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CategoriesReply>(key);
      patch(id, { isFeatured });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error(FEATURE_UPDATE_FAILED);
    },
    onSuccess: (reply) => {
      patch(reply.updated._id, { isFeatured: reply.updated.isFeatured });
      notify.success(
        `${reply.updated.name} is ${reply.updated.isFeatured ? 'now featured' : 'no longer featured'}.`,
      );
      void invalidateCatalog(queryClient);
    },
  });
}
