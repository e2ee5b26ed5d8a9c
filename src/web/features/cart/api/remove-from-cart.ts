/** DELETE /api/cart/remove/{lineId} — one line (by its own id, so only that size of the piece). */
import type { CartReply } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/cart');

export function removeFromCart(lineId: string): Promise<CartReply> {
  return api(`/api/cart/remove/${encodeURIComponent(lineId)}`, {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.CartReply),
    fallbackMessage: CART_FALLBACKS.remove.failed,
  });
}
