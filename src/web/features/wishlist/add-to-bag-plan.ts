/**
 * What the wishlist's Add to Bag does with a saved product (docs/shop/storefront.md §5 "Wishlist"): only the
 * first variant is added, quantity 1. No variant: 'This product has no selectable variants.'; its stock below 1:
 * 'This item is currently out of stock.'. A variant offered in several sizes needs the shopper to pick one (the
 * server would refuse it with 'Please select a size.'): the choice picker asks; one size is taken as it is.
 */
import type { VariantDto } from '#domain/schemas/catalog';
import { OUT_OF_STOCK_MESSAGE } from '#domain/stock-messages';
import type { WishlistProduct } from './guest-wishlist';
import { WISHLIST_TOASTS } from './wishlist-messages';

export type AddToBagPlan =
  | { kind: 'refuse'; message: string }
  | { kind: 'choose-size'; variant: VariantDto; sizes: string[] }
  | { kind: 'add'; variant: VariantDto; selectedSize: string | undefined };

export function addToBagPlan(product: Pick<WishlistProduct, 'variants'>): AddToBagPlan {
  const variant = product.variants?.[0];
  if (!variant) return { kind: 'refuse', message: WISHLIST_TOASTS.noVariants };
  if (!(variant.stock >= 1)) return { kind: 'refuse', message: OUT_OF_STOCK_MESSAGE };
  const sizes = variant.size ?? [];
  if (sizes.length > 1) return { kind: 'choose-size', variant, sizes };
  return { kind: 'add', variant, selectedSize: sizes[0] };
}
