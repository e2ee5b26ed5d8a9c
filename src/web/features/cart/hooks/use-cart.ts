/**
 * The cart as every screen sees it (docs/shop/storefront.md §4 "Cart"): the guest cart (browser storage,
 * `guestCart`) for guests, the server cart for a signed-in shopper. The product card, product page, wishlist,
 * drawer, cart page and checkout all use this one hook:
 *
 *   items, count, subtotal, isLoading, error, isAdding, isUpdating,
 *   addToCart({ product, variant, quantity, selectedSize }) → Promise<boolean>,
 *   updateQuantity(line, quantity), removeItem(line), clearCart(), refetch()
 *
 * A successful add opens the cart drawer with the piece just added (the "added" moment, docs/decisions/110) instead
 * of a toast; a quantity the server capped at the stock is said there too. Every other change toasts the §8
 * sentence (the server's message when it sends one). The server is the authority on
 * prices and stock; the checks made here first (sizes, stock) only save a round trip and use the same sentences.
 * Asking 'Are you sure…?' before a line goes is the screens' job (they own the dialog).
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { ProductDto, VariantDto } from '../../../../domain/schemas/catalog';
import type { CartDto } from '../../../../domain/schemas/cart';
import { discountedPrice } from '../../../../domain/money';
import { imageOrPlaceholder } from '../../../../domain/images';
import {
  OUT_OF_STOCK_MESSAGE,
  onlyAvailableInCart,
  onlyAvailableToAdd,
} from '../../../../domain/stock-messages';
import { queryClient } from '../../../app/query-client';
import { useSession } from '../../../lib/session';
import { cartKeys } from '../api/cart-keys';
import { cartCalls } from '../api/cart-calls';
import type { CartLine } from '../cart-line';
import { guestCart, useGuestCart } from '../guest-cart';
import { cartCount, cartSubtotal, lineSize, resolveSize } from '../cart-lines';
import { cartErrorMessage, isSessionError } from '../cart-errors';
import { CART_TOASTS } from '../cart-messages';
import { useMerging } from '../merge-state';
import { trackChange, usePendingChanges } from '../pending-changes';
import { registerCartSessionSync } from '../session-sync';
import { openCartDrawer, type AddedPiece } from '../cart-drawer-store';

registerCartSessionSync();

export interface AddToCartInput {
  product: Pick<ProductDto, '_id' | 'title' | 'slug' | 'mainImage'>;
  variant: VariantDto;
  quantity: number;
  selectedSize?: string;
  /** Where focus goes when the drawer that the add opens is closed (default: the element focused now). */
  returnFocusTo?: HTMLElement | null;
}

/** Kept for callers of the first contract; the sentences live in cart-messages.ts. */
export const CART_MESSAGES = CART_TOASTS;

const EMPTY: CartLine[] = [];

/** Toasts a failed server call unless the session just ended (then the guard's message is the one to see). */
function toastFailure(err: unknown, call: 'add' | 'update' | 'remove'): void {
  if (isSessionError(err)) return;
  toast.error(cartErrorMessage(err, call), { id: `cart-${call}-failed` });
}

async function fetchServerCart(signal: AbortSignal): Promise<CartDto> {
  try {
    return await cartCalls.getUserCart(signal);
  } catch (err) {
    if (!signal.aborted && !isSessionError(err)) {
      toast.error(cartErrorMessage(err, 'fetch'), { id: 'cart-fetch-failed' });
    }
    throw err;
  }
}

export function useCart() {
  const { user } = useSession();
  const signedIn = !!user;
  const merging = useMerging();
  const guestLines = useGuestCart();
  const key = cartKeys.user(user?._id);
  const [isAdding, setIsAdding] = useState(false);

  const server = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchServerCart(signal),
    // During the merge the merge's reply becomes the cart; fetching alongside it could show the old one.
    enabled: signedIn && !merging,
  });
  const pendingChanges = usePendingChanges();

  const setServerCart = useCallback((cart: CartDto) => queryClient.setQueryData(key, cart), [key]);

  const mode: 'guest' | 'server' = signedIn && !merging ? 'server' : 'guest';
  const items: CartLine[] =
    mode === 'guest' ? guestLines : server.isError ? EMPTY : (server.data?.items ?? EMPTY);

  const addToCart = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      if (!input?.product?._id || !input.variant?._id || !(input.quantity >= 1)) {
        toast.error(CART_TOASTS.invalid);
        return false;
      }
      const { product, variant } = input;
      const quantity = Math.floor(input.quantity);
      const size = resolveSize(variant, input.selectedSize || undefined);
      if ('error' in size) {
        toast.error(size.error);
        return false;
      }
      const details = {
        material: variant.material,
        purity: variant.purity,
        selectedSize: size.size,
        price: discountedPrice(variant.price, variant.discount),
      };
      const mainImage = imageOrPlaceholder(variant.images[0] ?? product.mainImage);
      const piece: AddedPiece = {
        name: product.title,
        slug: product.slug,
        image: mainImage,
        material: variant.material,
        purity: variant.purity,
        size: size.size,
        quantity,
        price: details.price,
      };
      const returnFocusTo = input.returnFocusTo;

      if (mode === 'guest') {
        if (variant.stock < 1) {
          toast.error(OUT_OF_STOCK_MESSAGE);
          return false;
        }
        const inCart = guestCart
          .lines()
          .filter((l) => l.variantId === variant._id && lineSize(l) === size.size)
          .reduce((n, l) => n + l.quantity, 0);
        if (inCart + quantity > variant.stock) {
          toast.error(onlyAvailableToAdd(variant.stock));
          return false;
        }
        guestCart.add({
          productId: product._id,
          variantId: variant._id,
          quantity,
          name: product.title,
          slug: product.slug,
          mainImage,
          variantDetails: {
            ...details,
            originalPrice: variant.price,
            stock: variant.stock,
            sku: variant.sku,
          },
        });
        toast.dismissAll(); // 'Please choose a size.' and the like are answered now
        openCartDrawer({ added: piece, returnFocusTo });
        return true;
      }

      setIsAdding(true);
      try {
        const reply = await cartCalls.addToCart({
          productId: product._id,
          variantId: variant._id,
          quantity,
          name: product.title,
          mainImage,
          variantDetails: details,
        });
        setServerCart(reply.cart);
        toast.dismissAll();
        openCartDrawer({
          added: reply.capped ? { ...piece, note: reply.message } : piece,
          returnFocusTo,
        });
        return true;
      } catch (err) {
        toastFailure(err, 'add');
        return false;
      } finally {
        setIsAdding(false);
      }
    },
    [mode, setServerCart],
  );

  const removeItem = useCallback(
    async (line: CartLine): Promise<boolean> => {
      if (mode === 'guest') {
        guestCart.remove(line.variantId, lineSize(line));
        toast.success(CART_TOASTS.removed, { id: 'cart-removed' });
        return true;
      }
      try {
        const reply = await trackChange(() => cartCalls.removeFromCart(line._id ?? line.variantId));
        setServerCart(reply.cart);
        toast.success(reply.message || CART_TOASTS.removed, { id: 'cart-removed' });
        return true;
      } catch (err) {
        toastFailure(err, 'remove');
        // The line may be gone already (another tab): show the cart as the server has it.
        void queryClient.invalidateQueries({ queryKey: key });
        return false;
      }
    },
    [mode, setServerCart, key],
  );

  /** Sets a line's quantity; below 1 removes it (the screen has asked 'Are you sure…?' first). */
  const updateQuantity = useCallback(
    async (line: CartLine, quantity: number): Promise<boolean> => {
      if (!Number.isFinite(quantity)) return false;
      const next = Math.floor(quantity);
      if (next < 1) return removeItem(line);
      const stock = line.variantDetails.stock;
      if (typeof stock === 'number' && next > line.quantity && next > stock) {
        toast.error(stock < 1 ? OUT_OF_STOCK_MESSAGE : onlyAvailableInCart(stock), { id: 'cart-stock' });
        return false;
      }
      if (mode === 'guest') {
        guestCart.setQuantity(line.variantId, lineSize(line), next);
        toast.success(CART_TOASTS.updated, { id: 'cart-updated' });
        return true;
      }
      try {
        const reply = await trackChange(() => cartCalls.updateCart(line._id ?? line.variantId, next));
        setServerCart(reply.cart);
        toast.success(reply.message || CART_TOASTS.updated, { id: 'cart-updated' });
        return true;
      } catch (err) {
        toastFailure(err, 'update');
        // Stock may have changed since the cart was read: refresh it so the limits shown are true.
        void queryClient.invalidateQueries({ queryKey: key });
        return false;
      }
    },
    [mode, removeItem, setServerCart, key],
  );

  /**
   * Empties the guest cart and the view (docs/shop/storefront.md §4); the server cart is refetched as it now is.
   */
  const clearCart = useCallback(() => {
    guestCart.clear();
    if (signedIn) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [signedIn]);

  const refetch = useCallback(() => void server.refetch(), [server]);

  const serverData = mode === 'server' && !server.isError ? server.data : undefined;
  return {
    /** 'guest' until the shopper is signed in and any guest cart has been merged. */
    mode,
    items,
    /** Number of pieces (sum of quantities) for the header badge. */
    count: serverData ? serverData.totalQuantity : cartCount(items),
    /** Rupees; Total = Subtotal (no tax or shipping line, docs/shop/storefront.md §9). */
    subtotal: serverData ? serverData.subtotal : cartSubtotal(items),
    isLoading: mode === 'server' && server.isPending && !server.isError,
    isMerging: merging,
    /** The failed fetch's sentence, for the cart page's 'Error Loading Cart' state. */
    error: mode === 'server' && server.isError ? cartErrorMessage(server.error, 'fetch') : null,
    isAdding,
    /** A quantity change or removal is on its way: the quantity buttons wait. */
    isUpdating: pendingChanges > 0,
    addToCart,
    updateQuantity,
    removeItem,
    clearCart,
    refetch,
  };
}

export type UseCart = ReturnType<typeof useCart>;
export type { CartLine };
