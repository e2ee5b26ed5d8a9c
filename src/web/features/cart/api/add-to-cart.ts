/**
 * POST /api/cart/addToCart. The body has the spec's shape (§7); the server reads only the ids, the quantity and
 * the size, and answers `capped: true` when it filled the line up to the stock instead. Not optimistic: the bag
 * drawer shows the piece as the server took it (a capped quantity is said there), docs/decisions/124.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartReply } from '#domain/schemas/cart';
import { api } from '#web/lib/api-client';
import { toastCartFailure } from '../cart-errors';
import { CART_FALLBACKS } from '../cart-messages';
import { cartKeys } from './cart-keys';
import { cartSchema } from './cart-schemas';

export interface AddToCartRequest {
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
  mainImage: string;
  variantDetails: { material: string; purity: string; selectedSize: string; price: number };
}

export function addToCart(body: AddToCartRequest): Promise<AddToCartReply> {
  return api('/api/cart/addToCart', {
    method: 'POST',
    body,
    schema: cartSchema('AddToCartReply'),
    fallbackMessage: CART_FALLBACKS.add.failed,
  });
}

/** The reply's cart becomes the shopper's cart; a failure toasts its sentence. */
export function useAddToCart(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (reply) => queryClient.setQueryData(cartKeys.user(userId), reply.cart),
    onError: (err) => toastCartFailure(err, 'add'),
  });
}
