/**
 * How metal rates and weights are written wherever the shop shows them (the footer, the product page's price
 * breakup, the admin's Metal rates screen): 'Gold 22KT', '₹11,780/g', '4.20 g'. Zod-free and small, so the
 * storefront's footer can use it on every page's first load.
 */
import { formatINR, formatINRWhole } from '#domain/money';
import { RATE_KEYS, rateKeyId, type RateKey } from '#domain/pricing';

const METAL_NAMES: Record<RateKey['metal'], string> = {
  gold: 'Gold',
  silver: 'Silver',
  platinum: 'Platinum',
};

/** 'Gold 22KT', 'Silver 925', 'Platinum PT950'; an unknown metal keeps its own name. */
export function rateKeyLabel(key: { metal: string; purity: string }): string {
  const metal = METAL_NAMES[key.metal as RateKey['metal']] ?? key.metal;
  return `${metal} ${key.purity}`;
}

/** Rupees with Indian grouping: whole rupees without decimals (₹11,780), otherwise two (₹11,780.50). */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? formatINRWhole(rupees) : formatINR(rupees);
}

/** '₹11,780/g' */
export function formatRatePerGram(rupees: number): string {
  return `${formatRupees(rupees)}/g`;
}

/** '4.20 g' — a weight as jewellers write it, two decimals. */
export function formatGrams(grams: number): string {
  return `${grams.toFixed(2)} g`;
}

/**
 * A rate as the admin's field shows it: Indian grouping, no ₹ (the field shows it), decimals only when there are
 * some ('11,780', '11,780.50'). The server's field builders read this text back (admin-fields.ts toNumberish).
 */
export function rateFieldText(rupees: number): string {
  return formatRupees(rupees).replace('₹', '');
}

/** The rates in RATE_KEYS order (the order the shop lists them in), each key at most once. */
export function inRateKeyOrder<T extends { metal: string; purity: string }>(rates: readonly T[]): T[] {
  const byKey = new Map(rates.map((r) => [rateKeyId(r), r]));
  return RATE_KEYS.flatMap((k) => {
    const rate = byKey.get(rateKeyId(k));
    return rate ? [rate] : [];
  });
}
