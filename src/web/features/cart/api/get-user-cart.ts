/** GET /api/cart/getUserCart — the signed-in shopper's cart, priced from the catalogue (docs/api/buying.md). */
import { CartReply, type CartDto } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

export async function getUserCart(signal?: AbortSignal): Promise<CartDto> {
  const reply = await api('/api/cart/getUserCart', {
    schema: CartReply,
    signal,
    fallbackMessage: CART_FALLBACKS.fetch.failed,
  });
  return reply.cart;
}
