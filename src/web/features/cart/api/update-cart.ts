/** PUT /api/cart/updateCart/{lineId} — a quantity from 1 to the stock (below 1 the server removes the line). */
import type { CartReply } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/cart');

export function updateCart(lineId: string, quantity: number): Promise<CartReply> {
  return api(`/api/cart/updateCart/${encodeURIComponent(lineId)}`, {
    method: 'PUT',
    body: { quantity },
    schema: () => schemas().then((m) => m.CartReply),
    fallbackMessage: CART_FALLBACKS.update.failed,
  });
}
