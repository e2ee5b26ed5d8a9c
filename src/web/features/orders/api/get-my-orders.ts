/** GET /api/order/my-orders — the signed-in shopper's orders, newest first. */
import type { OrderDto } from '../../../../domain/schemas/orders';
import { api } from '../../../lib/api-client';
import { ORDER_TEXT } from '../order-text';

/** Reply schemas, loaded only where replies are checked (development builds: docs/decisions/064). */
const schemas = () => import('../../../../domain/schemas/orders');

export async function getMyOrders(signal?: AbortSignal): Promise<OrderDto[]> {
  const reply = await api('/api/order/my-orders', {
    schema: () => schemas().then((m) => m.MyOrdersReply),
    signal,
    fallbackMessage: ORDER_TEXT.historyFailed,
  });
  return reply.orders;
}
