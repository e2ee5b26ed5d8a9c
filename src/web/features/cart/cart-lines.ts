/**
 * Arithmetic and identity of cart lines, the same for guest and server lines. Sums are made in paise (whole
 * numbers) so that 0.1 + 0.2 never shows up on a receipt.
 */
import { paiseToRupees, rupeesToPaise } from '#domain/money';
import type { VariantDto } from '#domain/schemas/catalog';
import { chooseSize } from '#domain/sizes';
import type { CartLine } from './cart-line';
import { CART_TOASTS } from './cart-messages';

/** The size of a line, '' when the piece has none (server lines already use ''). */
export const lineSize = (line: CartLine): string => line.variantDetails.selectedSize ?? '';

/** A stable key: the server line's id, or (variant, size) for a guest line. */
export const lineKey = (line: CartLine): string => line._id ?? `${line.variantId}|${lineSize(line)}`;

export function cartSubtotal(lines: readonly CartLine[]): number {
  return paiseToRupees(
    lines.reduce((sum, l) => sum + rupeesToPaise(l.variantDetails.price) * Math.max(0, l.quantity), 0),
  );
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + Math.max(0, l.quantity), 0);
}

export function lineTotal(line: CartLine): number {
  return paiseToRupees(rupeesToPaise(line.variantDetails.price) * line.quantity);
}

/**
 * What the quantity buttons may do (docs/shop/storefront.md §5): minus stops at 1, plus at the stock when it is
 * known.
 */
export function quantityLimits(line: CartLine): {
  canDecrease: boolean;
  canIncrease: boolean;
  atStock: boolean;
} {
  const stock = line.variantDetails.stock;
  const known = typeof stock === 'number';
  const atStock = known && line.quantity >= stock;
  return {
    canDecrease: line.quantity > 1,
    canIncrease: !atStock && line.available !== false,
    atStock,
  };
}

/** "Rose Gold · 18KT" */
export const lineMetal = (line: CartLine) =>
  `${line.variantDetails.material} · ${line.variantDetails.purity}`;

/**
 * The size a new line gets: the server's rule itself (src/domain/sizes.ts, docs/decisions/034) — the variant's
 * spelling of the size chosen (case and spaces aside), the only one when there is one, '' for a piece without
 * sizes; otherwise 'Please choose a size.' (the server's words: 'Please select a size.').
 */
export function resolveSize(
  variant: Pick<VariantDto, 'size'>,
  chosen: string | undefined,
): { size: string } | { error: string } {
  const choice = chooseSize(variant.size ?? [], chosen);
  if (choice.ok) return { size: choice.size };
  return { error: choice.reason === 'required' ? CART_TOASTS.sizeRequired : CART_TOASTS.sizeUnavailable };
}
