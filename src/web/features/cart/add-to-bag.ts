/**
 * The checks and the shapes of one Add to Bag, the same for both carts (docs/shop/storefront.md §4–§5): the
 * input is refused with the shop's sentence before any request exists (no piece, a size to choose, no stock), and
 * a successful add opens the bag drawer with the piece just added (the "added" moment, docs/decisions/110)
 * instead of a toast. The server is the authority on prices and stock; these checks only save a round trip and
 * use the same sentences.
 */
import type { ProductDto, VariantDto } from '#domain/schemas/catalog';
import { discountedPrice } from '#domain/money';
import { imageOrPlaceholder } from '#domain/images';
import { OUT_OF_STOCK_MESSAGE, onlyAvailableToAdd } from '#domain/stock-messages';
import { toast } from '#web/lib/toast';
import type { AddToCartRequest } from './api/add-to-cart';
import { openCartDrawer, type AddedPiece } from './cart-drawer-store';
import { lineSize, resolveSize } from './cart-lines';
import { CART_TOASTS } from './cart-messages';
import { guestCart } from './guest-cart';

export interface AddToCartInput {
  product: Pick<ProductDto, '_id' | 'title' | 'slug' | 'mainImage'>;
  variant: VariantDto;
  quantity: number;
  selectedSize?: string;
  /** Where focus goes when the drawer that the add opens is closed (default: the element focused now). */
  returnFocusTo?: HTMLElement | null;
}

/** An add that passed the checks: the server's request and what the drawer shows. */
export interface CheckedAdd {
  input: AddToCartInput;
  request: AddToCartRequest;
  piece: AddedPiece;
}

/** The add as the server takes it, or null after toasting why not ('Please choose a size.' and the like). */
export function checkAdd(input: AddToCartInput): CheckedAdd | null {
  if (!input?.product?._id || !input.variant?._id || !(input.quantity >= 1)) {
    toast.error(CART_TOASTS.invalid);
    return null;
  }
  const { product, variant } = input;
  const quantity = Math.floor(input.quantity);
  const size = resolveSize(variant, input.selectedSize || undefined);
  if ('error' in size) {
    toast.error(size.error);
    return null;
  }
  const price = discountedPrice(variant.price, variant.discount);
  const details = { material: variant.material, purity: variant.purity, selectedSize: size.size, price };
  const mainImage = imageOrPlaceholder(variant.images[0] ?? product.mainImage);
  return {
    input,
    request: {
      productId: product._id,
      variantId: variant._id,
      quantity,
      name: product.title,
      mainImage,
      variantDetails: details,
    },
    piece: {
      name: product.title,
      slug: product.slug,
      image: mainImage,
      material: variant.material,
      purity: variant.purity,
      size: size.size,
      quantity,
      price,
    },
  };
}

/** The added moment: earlier refusals are answered now, and the drawer shows the piece. */
export function showAdded(add: CheckedAdd, note?: string): void {
  toast.dismissAll();
  openCartDrawer({
    added: note ? { ...add.piece, note } : add.piece,
    returnFocusTo: add.input.returnFocusTo,
  });
}

/** A guest's add: the stock known from the page is the limit (with the server's sentences), then storage. */
export function addToGuestCart(add: CheckedAdd): boolean {
  const { variant, product } = add.input;
  const { quantity, mainImage, variantDetails } = add.request;
  if (variant.stock < 1) {
    toast.error(OUT_OF_STOCK_MESSAGE);
    return false;
  }
  const inCart = guestCart
    .lines()
    .filter((l) => l.variantId === variant._id && lineSize(l) === variantDetails.selectedSize)
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
      ...variantDetails,
      originalPrice: variant.price,
      stock: variant.stock,
      sku: variant.sku,
    },
  });
  showAdded(add);
  return true;
}
