/**
 * The ON/OFF featured switch of a category or subcategory (docs/shop/admin.md §2, §4): it moves at once in the
 * cached list, then follows the server's reply (`updated`) and says so; on failure it goes back and says why.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { FeaturedInput } from '#domain/schemas/admin-catalog';
import { notify } from '../lib/notify';
import { send } from './calls';
import { invalidateCatalog } from './keys';

interface Featured {
  _id: string;
  name: string;
  isFeatured: boolean;
}

/** The switch's call, the same for a category and a subcategory: PUT `path/{id}` with `{ isFeatured }`. */
export function putFeatured<S extends z.ZodType>(path: string, schema: S, failed: string) {
  return (id: string, isFeatured: boolean) =>
    send('PUT', `${path}/${encodeURIComponent(id)}`, schema, failed, FeaturedInput.parse({ isFeatured }));
}

export function useFeaturedToggle<K extends string, R extends Record<K, readonly Featured[]>>({
  key,
  call,
  rows,
  failed,
}: {
  /** The cached list the switch sits in. */
  key: QueryKey;
  call: (id: string, isFeatured: boolean) => Promise<{ updated: Featured }>;
  /** The reply's field that holds the rows ('categories', 'subcategories'). */
  rows: K;
  failed: string;
}) {
  const queryClient = useQueryClient();
  /** The cached list with one row's featured flag changed. */
  const patch = (id: string, isFeatured: boolean) =>
    queryClient.setQueryData<R>(key, (r) =>
      r ? { ...r, [rows]: r[rows].map((row) => (row._id === id ? { ...row, isFeatured } : row)) } : r,
    );
  return useMutation({
    mutationFn: ({ id, isFeatured }: { id: string; isFeatured: boolean }) => call(id, isFeatured),
    onMutate: async ({ id, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<R>(key);
      patch(id, isFeatured);
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error(failed);
    },
    onSuccess: (reply) => {
      patch(reply.updated._id, reply.updated.isFeatured);
      notify.success(
        `${reply.updated.name} is ${reply.updated.isFeatured ? 'now featured' : 'no longer featured'}.`,
      );
      void invalidateCatalog(queryClient);
    },
  });
}
