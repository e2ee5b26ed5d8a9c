/** Figures a product row shows: its price range after discounts and the stock over all variants. */
import { discountedPrice, formatINR } from '#domain/money';
import type { ProductDto } from '#domain/schemas/catalog';

export function priceRange(product: ProductDto): string {
  const prices = product.variants.map((v) => discountedPrice(v.price, v.discount));
  if (prices.length === 0) return '—';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatINR(min) : `${formatINR(min)} – ${formatINR(max)}`;
}

export function totalStock(product: ProductDto): number {
  return product.variants.reduce((n, v) => n + v.stock, 0);
}
