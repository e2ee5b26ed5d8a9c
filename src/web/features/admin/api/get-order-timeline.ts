/** GET /api/order/{id}/timeline — every event of the order, newest first, as the admin sees them. */
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { OrderTimelineReply } from '#domain/schemas/admin-orders';
import { orderTimelineKey } from './order-cache';

export const TIMELINE_FAILED = 'Could not load the order’s timeline.';

export function getOrderTimeline(id: string, signal?: AbortSignal) {
  return api(`/api/order/${encodeURIComponent(id)}/timeline`, {
    schema: OrderTimelineReply,
    signal,
    fallbackMessage: TIMELINE_FAILED,
  });
}

export function useOrderTimeline(id: string) {
  return useQuery({
    queryKey: orderTimelineKey(id),
    queryFn: ({ signal }) => getOrderTimeline(id, signal),
  });
}
