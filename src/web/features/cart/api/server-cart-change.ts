/**
 * What the quantity change and Remove share (update-cart.ts, remove-from-cart.ts): the line shown changed at once,
 * the server's cart when it answers, and on a refusal the cart as it was, the call's sentence and a fresh read
 * (the line may be gone in another tab, or the stock changed). docs/decisions/124.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto, CartReply } from '../../../../domain/schemas/cart';
import { optimisticChange } from '../../../lib/optimistic';
import { toast } from '../../../lib/toast';
import type { CartLine } from '../cart-line';
import { cartCount, cartSubtotal } from '../cart-lines';
import { toastCartFailure } from '../cart-errors';
import { CART_TOASTS } from '../cart-messages';
import { cartKeys } from './cart-keys';

/** The server line's own id (a line without one is looked up by its variant). */
export const lineId = (line: CartLine) => line._id ?? line.variantId;

/** The cart with other lines, its totals counted again (in paise, as cart-lines.ts does). */
export const withItems = (cart: CartDto, items: CartDto['items']): CartDto => ({
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
  const queryClient = useQueryClient();
  const key = cartKeys.user(userId);
  const optimistic = optimisticChange(queryClient, key, apply);
  return useMutation({
    mutationKey: cartKeys.change,
    mutationFn: send,
    onMutate: optimistic.onMutate,
    onSuccess: (reply) => {
      queryClient.setQueryData(key, reply.cart);
      const done = call === 'update' ? CART_TOASTS.updated : CART_TOASTS.removed;
      toast.success(reply.message || done, { id: call === 'update' ? 'cart-updated' : 'cart-removed' });
    },
    onError: (err, _variables, snapshot) => {
      optimistic.rollback(snapshot);
      toastCartFailure(err, call);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
