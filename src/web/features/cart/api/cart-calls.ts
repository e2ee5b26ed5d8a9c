/**
 * The server-cart calls, each fetched as its own small chunk when first used (see cart-keys.ts for why). The
 * cart hook and the merge call them through here; pages that are lazy anyway may import the files directly.
 */
import type { AddToCartRequest } from './add-to-cart';

export const cartCalls = {
  getUserCart: async (signal?: AbortSignal) => (await import('./get-user-cart')).getUserCart(signal),
  addToCart: async (body: AddToCartRequest) => (await import('./add-to-cart')).addToCart(body),
  updateCart: async (lineId: string, quantity: number) =>
    (await import('./update-cart')).updateCart(lineId, quantity),
  removeFromCart: async (lineId: string) => (await import('./remove-from-cart')).removeFromCart(lineId),
};
