/** GET /api/order/my-orders?page= — the signed-in shopper's orders, newest first, one page at a time. */
import type { MyOrdersReply, OrderDto } from '#domain/schemas/orders';
import { api } from '#web/lib/api-client';
import { ORDER_TEXT } from '../order-text';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/orders');

/** One page of the server's default size; the reply says how many pages there are. */
export function getMyOrdersPage(page: number, signal?: AbortSignal): Promise<MyOrdersReply> {
  return api(`/api/order/my-orders${page > 1 ? `?page=${page}` : ''}`, {
    schema: () => schemas().then((m) => m.MyOrdersReply),
    signal,
    fallbackMessage: ORDER_TEXT.historyFailed,
  });
}

/** The newest orders (the first page): checkout prefills the address of the latest. */
export async function getMyOrders(signal?: AbortSignal): Promise<OrderDto[]> {
  return (await getMyOrdersPage(1, signal)).orders;
}
