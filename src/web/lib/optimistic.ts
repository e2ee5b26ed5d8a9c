/**
 * An optimistic change to one cached query (docs/decisions/124): the cart's quantity and Remove, the wishlist's
 * heart. The screens show the change at once; the server's answer then replaces it, and a refusal puts back what
 * was shown before. While a change is on its way the screens that could contradict it wait (the cart's quantity
 * buttons), so a rollback never undoes a later change.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface OptimisticChange<T, V, R> {
  /** The cached query the change shows in. */
  queryKey: QueryKey;
  /** Names the change for useIsMutating (the cart's "a change is on its way"). */
  mutationKey?: QueryKey;
  send: (variables: V) => Promise<R>;
  /** The cached value with the change made. */
  apply: (current: T, variables: V) => T;
  /** The cached value the server's answer holds. */
  answer: (reply: R) => T;
  onSuccess?: (reply: R) => void;
  /** Says why (a toast); the cached value is already put back. */
  onError: (err: unknown) => void;
  /** After a refusal, read the query again (another tab may have changed it, or the stock). */
  refreshOnError?: boolean;
}

export function useOptimisticChange<T, V, R>(change: OptimisticChange<T, V, R>) {
  const queryClient = useQueryClient();
  const { queryKey } = change;
  return useMutation({
    mutationKey: change.mutationKey,
    mutationFn: change.send,
    onMutate: async (variables: V) => {
      // A read on its way must not land after the change with what was there before.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<T>(queryKey, change.apply(previous, variables));
      return { previous };
    },
    onSuccess: (reply) => {
      queryClient.setQueryData<T>(queryKey, change.answer(reply));
      change.onSuccess?.(reply);
    },
    onError: (err, _variables, snapshot) => {
      if (snapshot?.previous !== undefined) queryClient.setQueryData<T>(queryKey, snapshot.previous);
      change.onError(err);
      if (change.refreshOnError) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
