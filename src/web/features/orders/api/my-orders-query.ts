/**
 * The signed-in shopper's orders as a TanStack query (the profile's Orders tab, checkout's address prefill). The
 * call itself, with its messages, is fetched when the query first runs: checkout's first load for a guest does
 * not need it.
 */
import { queryOptions } from '@tanstack/react-query';

export const myOrdersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId ?? ''] as const,
    queryFn: async ({ signal }) => (await import('./get-my-orders')).getMyOrders(signal),
    enabled: !!userId,
  });
