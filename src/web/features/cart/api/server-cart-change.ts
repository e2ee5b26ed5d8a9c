/**
 * What the quantity change and Remove share (update-cart.ts, remove-from-cart.ts): the line shown changed at once,
 * the server's cart when it answers, and on a refusal the cart as it was, the call's sentence and a fresh read
 * (the line may be gone in another tab, or the stock changed). docs/decisions/124.
 */
import type { CartDto, CartReply } from '#domain/schemas/cart';
import { useOptimisticChange } from '#web/lib/optimistic';
import { toast } from '#web/lib/toast';
import type { CartLine } from '../cart-line';
import { cartCount, cartSubtotal } from '../cart-lines';
import { toastCartFailure } from '../cart-errors';
import { CART_TOASTS } from '../cart-messages';
import { cartKeys } from './cart-keys';

/** The server line's own id (a line without one is looked up by its variant). */
export const lineId = (line: CartLine) => line._id ?? line.variantId;

/** The cart with other lines, its totals counted again (in paise, as cart-lines.ts does). */
export const withItems = (items: CartDto['items']): CartDto => ({
  items,
  totalQuantity: cartCount(items),
  subtotal: cartSubtotal(items),
});

export function useServerCartChange<V extends { line: CartLine }>(
  userId: string | undefined,
  call: 'update' | 'remove',
  send: (variables: V) => Promise<CartReply>,
  apply: (cart: CartDto, variables: V) => CartDto,
) {
  return useOptimisticChange({
    queryKey: cartKeys.user(userId),
    mutationKey: cartKeys.change,
    send,
    apply,
    answer: (reply) => reply.cart,
    onSuccess: (reply) =>
      call === 'update'
        ? toast.success(reply.message || CART_TOASTS.updated, { id: 'cart-updated' })
        : toast.success(reply.message || CART_TOASTS.removed, { id: 'cart-removed' }),
    onError: (err) => toastCartFailure(err, call),
    refreshOnError: true,
  });
}
