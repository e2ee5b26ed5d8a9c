/**
 * The cart as every screen sees it: the guest cart for guests, the server cart for a signed-in shopper.
 * This is the contract the product card, product page, wishlist, drawer and cart page use.
 *
 * The signed-in branch (server cart, merge after login) lands with the buying work; today every shopper uses the
 * guest cart.
 */
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { ProductDto, VariantDto } from '../../../../domain/schemas/catalog';
import { discountedPrice } from '../../../../domain/money';
import { imageOrPlaceholder } from '../../../../domain/images';
import { guestCart, useGuestCart, type CartLine } from '../guest-cart';

export interface AddToCartInput {
  product: Pick<ProductDto, '_id' | 'title' | 'slug' | 'mainImage'>;
  variant: VariantDto;
  quantity: number;
  selectedSize?: string;
}

export const CART_MESSAGES = {
  invalid: 'Invalid product or variant data to add to cart.',
  addedGuest: 'Item added to cart (guest mode)!',
  added: 'Item added to cart!',
  removed: 'Item removed from cart!',
  updated: 'Cart updated!',
} as const;

export function useCart() {
  const lines = useGuestCart();
  const [isAdding, setIsAdding] = useState(false);

  const addToCart = useCallback(async (input: AddToCartInput): Promise<boolean> => {
    if (!input.product?._id || !input.variant?._id || !(input.quantity >= 1)) {
      toast.error(CART_MESSAGES.invalid);
      return false;
    }
    setIsAdding(true);
    try {
      const line: CartLine = {
        productId: input.product._id,
        variantId: input.variant._id,
        quantity: input.quantity,
        name: input.product.title,
        slug: input.product.slug,
        mainImage: imageOrPlaceholder(input.variant.images[0] ?? input.product.mainImage),
        variantDetails: {
          material: input.variant.material,
          purity: input.variant.purity,
          selectedSize: input.selectedSize,
          price: discountedPrice(input.variant.price, input.variant.discount),
          stock: input.variant.stock,
        },
      };
      guestCart.add(line);
      toast.success(CART_MESSAGES.addedGuest);
      return true;
    } finally {
      setIsAdding(false);
    }
  }, []);

  return {
    items: lines,
    /** Number of pieces (sum of quantities) for the header badge. */
    count: lines.reduce((n, l) => n + l.quantity, 0),
    isLoading: false,
    isAdding,
    addToCart,
  };
}
