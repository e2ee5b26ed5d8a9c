/**
 * What an order call changes in the back office's cache (docs/decisions/097): the order as the server now has
 * it replaces the one in every cached page of the list, and its timeline, the lists' filters (a cancelled or
 * refunded order moves in or out of "Needs refund") and the dashboard's figures are fetched again.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminOrderDto, AdminOrdersReply } from '#domain/schemas/admin-orders';
import { notify } from '../lib/notify';
import { adminKeys } from './keys';

/** The order's timeline, kept apart from ['admin', 'orders', …] so list patches never touch it. */
export const orderTimelineKey = (id: string) => ['admin', 'order-timeline', id] as const;

export function patchOrderInLists(queryClient: QueryClient, id: string, patch: Partial<AdminOrderDto>): void {
  queryClient.setQueriesData<AdminOrdersReply>({ queryKey: adminKeys.orders.all() }, (reply) =>
    reply ? { ...reply, orders: reply.orders.map((o) => (o._id === id ? { ...o, ...patch } : o)) } : reply,
  );
}

/** After a change the server made: the new order in place at once, then everything it affects refetched. */
export function orderChanged(queryClient: QueryClient, order: AdminOrderDto): Promise<unknown> {
  patchOrderInLists(queryClient, order._id, order);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderTimelineKey(order._id) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.orders.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  ]);
}

/**
 * An order action (ship, refund, cancel): the server's words in a toast and the order's change in the cache;
 * `failed` refetches what a refused attempt changed anyway.
 */
export function useOrderActionMutation<I>(
  call: (id: string, input: I) => Promise<{ message: string; order: AdminOrderDto }>,
  failed?: (queryClient: QueryClient, id: string) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: I }) => call(id, input),
    onSuccess: (reply) => {
      notify.success(reply.message);
      return orderChanged(queryClient, reply.order);
    },
    onError: (_err, { id }) => failed?.(queryClient, id),
  });
}
