/**
 * The cart as every screen sees it (docs/shop/storefront.md §4 "Cart"): the guest cart (browser storage,
 * `guestCart`) for guests, the server cart for a signed-in shopper. The product card, product page, wishlist,
 * drawer, cart page and checkout all use this one hook:
 *
 *   items, count, subtotal, isLoading, error, isAdding, isUpdating,
 *   addToCart({ product, variant, quantity, selectedSize }) → Promise<boolean>,
 *   updateQuantity(line, quantity), removeItem(line), clearCart(), refetch()
 *
 * The server cart's changes are TanStack mutations, one file per call in ../api (docs/decisions/124): a quantity
 * change or removal shows at once and is put back if the server refuses it; an add waits for the server and then
 * opens the bag drawer with the piece (add-to-bag.ts). Every other change toasts the §8 sentence (the server's
 * message when it sends one). Asking 'Are you sure…?' before a line goes is the screens' job (they own the dialog).
 */
import { useCallback } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { OUT_OF_STOCK_MESSAGE, onlyAvailableInCart } from '#domain/stock-messages';
import { toast } from '#web/lib/toast';
import { useSession } from '#web/lib/session';
import { cartKeys } from '../api/cart-keys';
import { useUserCart } from '../api/get-user-cart';
import { useAddToCart } from '../api/add-to-cart';
import { useUpdateCart } from '../api/update-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import type { CartLine } from '../cart-line';
import { guestCart, useGuestCart } from '../guest-cart';
import { cartCount, cartSubtotal, lineSize } from '../cart-lines';
import { cartErrorMessage } from '../cart-errors';
import { CART_TOASTS } from '../cart-messages';
import { useMerging } from '../merge-state';
import { registerCartSessionSync } from '../session-sync';
import { addToGuestCart, checkAdd, showAdded, type AddToCartInput } from '../add-to-bag';

registerCartSessionSync();

export type { AddToCartInput };

/** Kept for callers of the first contract; the sentences live in cart-messages.ts. */
export const CART_MESSAGES = CART_TOASTS;

const EMPTY: CartLine[] = [];
const settled = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/** The quantity asked is refused before any request when the stock known says no (the server's sentences). */
function overStock(line: CartLine, next: number): boolean {
  const stock = line.variantDetails.stock;
  if (typeof stock !== 'number' || next <= line.quantity || next <= stock) return false;
  toast.error(stock < 1 ? OUT_OF_STOCK_MESSAGE : onlyAvailableInCart(stock), { id: 'cart-stock' });
  return true;
}

/** The three changes, for the guest's cart in storage or the shopper's on the server. */
function useCartChanges(mode: 'guest' | 'server', userId: string | undefined) {
  const adding = useAddToCart(userId);
  const add = adding.mutateAsync;
  const update = useUpdateCart(userId).mutateAsync;
  const remove = useRemoveFromCart(userId).mutateAsync;

  const addToCart = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      const checked = checkAdd(input);
      if (!checked) return false;
      if (mode === 'guest') return addToGuestCart(checked);
      try {
        const reply = await add(checked.request);
        showAdded(checked, reply.capped ? reply.message : undefined);
        return true;
      } catch {
        return false; // the mutation has toasted why
      }
    },
    [mode, add],
  );

  const removeItem = useCallback(
    async (line: CartLine): Promise<boolean> => {
      if (mode === 'server') return settled(remove({ line }));
      guestCart.remove(line.variantId, lineSize(line));
      toast.success(CART_TOASTS.removed, { id: 'cart-removed' });
      return true;
    },
    [mode, remove],
  );

  /** Sets a line's quantity; below 1 removes it (the screen has asked 'Are you sure…?' first). */
  const updateQuantity = useCallback(
    async (line: CartLine, quantity: number): Promise<boolean> => {
      if (!Number.isFinite(quantity)) return false;
      const next = Math.floor(quantity);
      if (next < 1) return removeItem(line);
      if (overStock(line, next)) return false;
      if (mode === 'server') return settled(update({ line, quantity: next }));
      guestCart.setQuantity(line.variantId, lineSize(line), next);
      toast.success(CART_TOASTS.updated, { id: 'cart-updated' });
      return true;
    },
    [mode, removeItem, update],
  );

  return { addToCart, removeItem, updateQuantity, isAdding: adding.isPending };
}

export function useCart() {
  const { user } = useSession();
  const merging = useMerging();
  const guestLines = useGuestCart();
  const queryClient = useQueryClient();
  // 'guest' until the shopper is signed in and any guest cart has been merged. During the merge its reply becomes
  // the cart; fetching alongside it could show the old one.
  const mode: 'guest' | 'server' = user && !merging ? 'server' : 'guest';
  const server = useUserCart(user?._id, mode === 'server');
  const changing = useIsMutating({ mutationKey: cartKeys.change });
  const { addToCart, removeItem, updateQuantity, isAdding } = useCartChanges(mode, user?._id);

  /** Empties the guest cart and the view (docs/shop/storefront.md §4); the server cart is refetched as it now is. */
  const signedIn = !!user;
  const clearCart = useCallback(() => {
    guestCart.clear();
    if (signedIn) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [signedIn, queryClient]);
  const refetch = useCallback(() => void server.refetch(), [server]);

  const failed = mode === 'server' && server.isError;
  const serverData = mode === 'server' && !failed ? server.data : undefined;
  const items: CartLine[] = mode === 'guest' ? guestLines : failed ? EMPTY : (serverData?.items ?? EMPTY);
  return {
    mode,
    items,
    /** Number of pieces (sum of quantities) for the header badge. */
    count: serverData ? serverData.totalQuantity : cartCount(items),
    /** Rupees; Total = Subtotal (no tax or shipping line, docs/shop/storefront.md §9). */
    subtotal: serverData ? serverData.subtotal : cartSubtotal(items),
    isLoading: mode === 'server' && server.isPending && !failed,
    isMerging: merging,
    /** The failed fetch's sentence, for the cart page's 'Error Loading Cart' state. */
    error: failed ? cartErrorMessage(server.error, 'fetch') : null,
    /** This screen's add is on its way (each card's button says 'Adding...' for its own piece). */
    isAdding,
    /** A quantity change or removal is on its way: the quantity buttons wait. */
    isUpdating: changing > 0,
    addToCart,
    updateQuantity,
    removeItem,
    clearCart,
    refetch,
  };
}

export type UseCart = ReturnType<typeof useCart>;
export type { CartLine };
