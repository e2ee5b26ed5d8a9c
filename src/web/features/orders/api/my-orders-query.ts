/**
 * The signed-in shopper's orders as TanStack queries. The call itself, with its messages, is fetched when a
 * query first runs: checkout's first load for a guest does not need it. Both keys start ['orders', 'mine'], so
 * invalidating that (after a purchase) refreshes both.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** The newest page of orders (checkout's address prefill). */
export const myOrdersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId ?? ''] as const,
    queryFn: async ({ signal }) => (await import('./get-my-orders')).getMyOrders(signal),
    enabled: !!userId,
  });

/** The profile's Orders tab: page after page, as "Load more" asks (docs/decisions/084). */
export const myOrderPagesQuery = (userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'mine', userId ?? '', 'pages'] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await import('./get-my-orders')).getMyOrdersPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    enabled: !!userId,
  });
