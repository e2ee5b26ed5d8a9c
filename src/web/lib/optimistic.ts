/**
 * An optimistic change to one cached query (docs/decisions/124): the cart's quantity and Remove, the wishlist's
 * heart. The screens show the change at once; the server's answer then replaces it (the mutation's onSuccess), and
 * a refusal puts back what was shown before. While a change is on its way the screens that could contradict it
 * wait (the cart's quantity buttons), so a rollback never undoes a later change.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface Snapshot<T> {
  previous: T | undefined;
}

export function optimisticChange<T, V>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  apply: (current: T, variables: V) => T,
) {
  return {
    onMutate: async (variables: V): Promise<Snapshot<T>> => {
      // A read on its way must not land after the change with what was there before.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<T>(queryKey, apply(previous, variables));
      return { previous };
    },
    rollback(snapshot: Snapshot<T> | undefined) {
      if (snapshot?.previous !== undefined) queryClient.setQueryData<T>(queryKey, snapshot.previous);
    },
  };
}
