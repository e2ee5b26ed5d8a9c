/** DELETE /api/cart/remove/{lineId} — one line (by its own id, so only that size of the piece). */
import type { CartReply } from '#domain/schemas/cart';
import { api } from '#web/lib/api-client';
import type { CartLine } from '../cart-line';
import { CART_FALLBACKS } from '../cart-messages';
import { cartSchema } from './cart-schemas';
import { lineId, useServerCartChange, withItems } from './server-cart-change';

export function removeFromCart(id: string): Promise<CartReply> {
  return api(`/api/cart/remove/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: cartSchema('CartReply'),
    fallbackMessage: CART_FALLBACKS.remove.failed,
  });
}

/** The line leaves at once; a refusal brings it back. */
export function useRemoveFromCart(userId: string | undefined) {
  return useServerCartChange<{ line: CartLine }>(
    userId,
    'remove',
    ({ line }) => removeFromCart(lineId(line)),
    (cart, { line }) => withItems(cart.items.filter((l) => l._id !== line._id)),
  );
}
