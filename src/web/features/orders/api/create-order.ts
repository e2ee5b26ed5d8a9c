/**
 * POST /api/order/createOrder — turns the paid payment session into its order, once: the same session again
 * answers the same order with `created: false` (docs/decisions/031). Only `stripeSessionId` is read, and — after
 * Razorpay — its signed return parameters, which the server checks (docs/decisions/094).
 */
import type { CreateOrderReply } from '#domain/schemas/orders';
import type { RazorpayReturn } from '#domain/provider-return';
import { api } from '#web/lib/api-client';
import { ORDER_TEXT } from '../order-text';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/orders');

/** `guestKey`: a guest's key to their checkout, from the return address (docs/decisions/108). */
export function createOrder(
  sessionId: string,
  signal?: AbortSignal,
  providerReturn: RazorpayReturn = {},
  guestKey?: string | null,
): Promise<CreateOrderReply> {
  return api('/api/order/createOrder', {
    method: 'POST',
    body: { ...providerReturn, stripeSessionId: sessionId, ...(guestKey ? { guestKey } : {}) },
    schema: () => schemas().then((m) => m.CreateOrderReply),
    signal,
    fallbackMessage: ORDER_TEXT.saveFailed,
  });
}
