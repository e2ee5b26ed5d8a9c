/** PUT /api/cart/updateCart/{lineId} — a quantity from 1 to the stock (below 1 the server removes the line). */
import type { CartReply } from '#domain/schemas/cart';
import { api } from '#web/lib/api-client';
import type { CartLine } from '../cart-line';
import { CART_FALLBACKS } from '../cart-messages';
import { cartSchema } from './cart-schemas';
import { lineId, useServerCartChange, withItems } from './server-cart-change';

export function updateCart(id: string, quantity: number): Promise<CartReply> {
  return api(`/api/cart/updateCart/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { quantity },
    schema: cartSchema('CartReply'),
    fallbackMessage: CART_FALLBACKS.update.failed,
  });
}

/** The new quantity shows at once; the server's cart replaces it, a refusal puts the old one back. */
export function useUpdateCart(userId: string | undefined) {
  return useServerCartChange<{ line: CartLine; quantity: number }>(
    userId,
    'update',
    ({ line, quantity }) => updateCart(lineId(line), quantity),
    (cart, { line, quantity }) =>
      withItems(cart.items.map((l) => (l._id === line._id ? { ...l, quantity } : l))),
  );
}
