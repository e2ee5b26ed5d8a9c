/**
 * PUT /api/subcategory/isfeatured/{id} — the switch moves at once, then follows the server's reply (`updated`);
 * on failure it goes back with 'Update failed' (docs/shop/admin.md §8, Subcategories).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FeaturedInput, SubcategoryFeaturedReply } from '../../../../domain/schemas/admin-catalog';
import type { SubcategoriesByCategoryReply, SubcategoryDto } from '../../../../domain/schemas/catalog';
import { notify } from '../lib/notify';
import { adminKeys, invalidateCatalog } from './keys';
import { SUBCATEGORY_UPDATE_FAILED } from './update-subcategory';
import { send } from './calls';

export function setSubcategoryFeatured(id: string, isFeatured: boolean) {
  return send(
    'PUT',
    `/api/subcategory/isfeatured/${encodeURIComponent(id)}`,
    SubcategoryFeaturedReply,
    SUBCATEGORY_UPDATE_FAILED,
    FeaturedInput.parse({ isFeatured }),
  );
}

export function useSetSubcategoryFeatured(categoryId: string) {
  const queryClient = useQueryClient();
  const key = adminKeys.subcategories(categoryId);
  const patch = (id: string, change: Partial<SubcategoryDto>) =>
    queryClient.setQueryData<SubcategoriesByCategoryReply>(key, (r) =>
      r ? { ...r, subcategories: r.subcategories.map((s) => (s._id === id ? { ...s, ...change } : s)) } : r,
    );
  return useMutation({
    mutationFn: ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
      setSubcategoryFeatured(id, isFeatured),
    onMutate: async ({ id, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SubcategoriesByCategoryReply>(key);
      patch(id, { isFeatured });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error(SUBCATEGORY_UPDATE_FAILED);
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
