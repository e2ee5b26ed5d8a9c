/** PUT /api/cart/updateCart/{lineId} — a quantity from 1 to the stock (below 1 the server removes the line). */
import { CartReply } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

export function updateCart(lineId: string, quantity: number): Promise<CartReply> {
  return api(`/api/cart/updateCart/${encodeURIComponent(lineId)}`, {
    method: 'PUT',
    body: { quantity },
    schema: CartReply,
    fallbackMessage: CART_FALLBACKS.update.failed,
  });
}
