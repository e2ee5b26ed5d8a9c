/**
 * PUT /api/order/{id}/fulfil — "Mark as shipped": the carrier, tracking number and link, and the pieces' HUIDs
 * (docs/api/admin.md). The server sets Shipped and e-mails the shopper; the form shows refusals under their
 * fields (docs/decisions/097).
 */
import { OrderActionReply, type FulfilInput } from '#domain/schemas/admin-orders';
import { useOrderActionMutation } from './order-cache';
import { send } from './calls';

export const FULFIL_FAILED = 'Could not mark the order as shipped. Please try again.';

export function fulfilOrder(id: string, input: FulfilInput) {
  return send('PUT', `/api/order/${encodeURIComponent(id)}/fulfil`, OrderActionReply, FULFIL_FAILED, input);
}

export function useFulfilOrder() {
  return useOrderActionMutation(fulfilOrder);
}
