/** GET /api/cart/getUserCart — the signed-in shopper's cart, priced from the catalogue (docs/api/buying.md). */
import { useQuery } from '@tanstack/react-query';
import type { CartDto } from '#domain/schemas/cart';
import { api } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { cartErrorMessage, isSessionError } from '../cart-errors';
import { CART_FALLBACKS } from '../cart-messages';
import { cartKeys } from './cart-keys';
import { cartSchema } from './cart-schemas';

export async function getUserCart(signal?: AbortSignal): Promise<CartDto> {
  const reply = await api('/api/cart/getUserCart', {
    schema: cartSchema('CartReply'),
    signal,
    fallbackMessage: CART_FALLBACKS.fetch.failed,
  });
  return reply.cart;
}

/** The query of one shopper's cart; the server's loaders ensure the same (app/server-loaders.ts). */
export const userCartQuery = (userId: string | undefined) => ({
  queryKey: cartKeys.user(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => getUserCart(signal),
});

async function fetchWithToast(signal: AbortSignal): Promise<CartDto> {
  try {
    return await getUserCart(signal);
  } catch (err) {
    if (!signal.aborted && !isSessionError(err))
      toast.error(cartErrorMessage(err, 'fetch'), { id: 'cart-fetch-failed' });
    throw err;
  }
}

/** The screens' read: a failure toasts its sentence once (the cart page also shows it). */
export function useUserCart(userId: string | undefined, enabled: boolean) {
  return useQuery({
    ...userCartQuery(userId),
    queryFn: ({ signal }) => fetchWithToast(signal),
    enabled,
  });
}
