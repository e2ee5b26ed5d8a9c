import type { ProductDto, VariantDto } from '#domain/schemas/catalog';
import { discountedPrice } from '#domain/money';

/** The price a shopper pays for a variant, after its discount, in rupees. */
export const variantPrice = (v: VariantDto) => discountedPrice(v.price, v.discount);

/** A product's price as its card shows it: the first variant's (docs/shop/storefront.md §5). */
export function cardPrice(product: Pick<ProductDto, 'variants'>): number | null {
  const first = product.variants[0];
  return first ? variantPrice(first) : null;
}
