/** GET /api/cart/getUserCart — the signed-in shopper's cart, priced from the catalogue (docs/api/buying.md). */
import type { CartDto } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/cart');

export async function getUserCart(signal?: AbortSignal): Promise<CartDto> {
  const reply = await api('/api/cart/getUserCart', {
    schema: () => schemas().then((m) => m.CartReply),
    signal,
    fallbackMessage: CART_FALLBACKS.fetch.failed,
  });
  return reply.cart;
}
