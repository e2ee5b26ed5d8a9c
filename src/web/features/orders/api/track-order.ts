/** GET /api/order/track?orderId=…&email=… — public: an order's status for its number (or id) and e-mail. */
import { TrackReply } from '../../../../domain/schemas/orders';
import { api } from '../../../lib/api-client';

export function trackOrder(orderId: string, email: string, signal?: AbortSignal): Promise<TrackReply> {
  const query = new URLSearchParams({ orderId, email });
  return api(`/api/order/track?${query}`, {
    schema: TrackReply,
    signal,
    auth: false,
    fallbackMessage: 'We could not look up that order. Please try again.',
  });
}
