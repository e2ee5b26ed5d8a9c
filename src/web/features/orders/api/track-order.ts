/** GET /api/order/track?orderId=…&email=… — public: an order's status for its number (or id) and e-mail. */
import type { TrackReply } from '#domain/schemas/orders';
import { api } from '#web/lib/api-client';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/orders');

export function trackOrder(orderId: string, email: string, signal?: AbortSignal): Promise<TrackReply> {
  const query = new URLSearchParams({ orderId, email });
  return api(`/api/order/track?${query}`, {
    schema: () => schemas().then((m) => m.TrackReply),
    signal,
    auth: false,
    fallbackMessage: 'We could not look up that order. Please try again.',
  });
}
