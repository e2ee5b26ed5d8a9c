/**
 * POST /api/order/createOrder — turns the paid payment session into its order, once: the same session again
 * answers the same order with `created: false` (docs/decisions/031). Only `stripeSessionId` is read.
 */
import { CreateOrderReply } from '../../../../domain/schemas/orders';
import { api } from '../../../lib/api-client';
import { ORDER_TEXT } from '../order-text';

export function createOrder(sessionId: string, signal?: AbortSignal): Promise<CreateOrderReply> {
  return api('/api/order/createOrder', {
    method: 'POST',
    body: { stripeSessionId: sessionId },
    schema: CreateOrderReply,
    signal,
    fallbackMessage: ORDER_TEXT.saveFailed,
  });
}
