/**
 * GET /api/order/{id}/timeline — the shopper's own order's milestones, newest first (the server leaves out the
 * shop's notes and records; docs/decisions/097). Fetched when the shopper opens "Order updates".
 */
import { queryOptions } from '@tanstack/react-query';
import type { OrderTimelineReply } from '#domain/schemas/admin-orders';
import { api } from '#web/lib/api-client';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/admin-orders');

export const TIMELINE_TEXT = {
  failed: 'We could not load the updates of this order. Please try again.',
} as const;

export function getOrderTimeline(id: string, signal?: AbortSignal): Promise<OrderTimelineReply> {
  return api(`/api/order/${encodeURIComponent(id)}/timeline`, {
    schema: () => schemas().then((m) => m.OrderTimelineReply),
    signal,
    fallbackMessage: TIMELINE_TEXT.failed,
  });
}

/** Under ['orders', 'mine', …]: refreshed with the shopper's orders after a purchase. */
export const orderTimelineQuery = (orderId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['orders', 'mine', 'timeline', orderId] as const,
    queryFn: ({ signal }) => getOrderTimeline(orderId, signal),
    enabled,
  });
