/**
 * BIS hallmarks (docs/decisions/095): every hallmarked piece carries a HUID, a 6-character alphanumeric code the
 * shop records per piece when it packs an order; it shows in the shopper's order and prints on the invoice.
 * Zod-free (the admin form and the storefront use it); the payload schema is in schemas/admin-orders.ts.
 */

export const HUID_LENGTH = 6;
const HUID_RE = /^[A-Z0-9]{6}$/;

export const HUID_MESSAGES = {
  format: 'A HUID is 6 letters or digits, e.g. AB12C3.',
  noLines: 'Give the HUIDs of at least one line of this order.',
  unknownLine: 'This line is not part of the order.',
  tooMany: (quantity: number) =>
    quantity === 1
      ? 'This line is one piece: give at most one HUID.'
      : `This line is ${quantity} pieces: give at most ${quantity} HUIDs.`,
  duplicate: (huid: string) => `HUID ${huid} is given twice in this order: each piece has its own.`,
  saved: (orderNumber: number) => `Hallmarks saved for order #${orderNumber}.`,
} as const;

/** " ab12c3 " → "AB12C3"; null unless it is 6 letters or digits. */
export function normalizeHuid(value: string): string | null {
  const huid = value.trim().toUpperCase();
  return HUID_RE.test(huid) ? huid : null;
}
