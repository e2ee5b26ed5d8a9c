/** DELETE /api/cart/remove/{lineId} — one line (by its own id, so only that size of the piece). */
import { CartReply } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

export function removeFromCart(lineId: string): Promise<CartReply> {
  return api(`/api/cart/remove/${encodeURIComponent(lineId)}`, {
    method: 'DELETE',
    schema: CartReply,
    fallbackMessage: CART_FALLBACKS.remove.failed,
  });
}
