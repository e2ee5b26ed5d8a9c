/**
 * How an Indian jeweller prices a piece (docs/decisions/092): one function, used by the server when it prices a
 * variant and by the web when it previews or explains one.
 *
 * A variant is priced `fixed` (its price is typed in) or `rate`: weight × today's rate for its metal and purity +
 * making charge (₹ per gram, or % of the metal value) + stone value, then + 3% GST (HSN 7113, on the whole value,
 * making included), rounded to whole rupees. The variant's discount (money.ts) applies to that price as to any
 * other, and the breakup (metal, making, stones, discount, gst) adds up to what the shopper pays.
 */
import type { Material, Purity } from './catalog-constants';
import { discountedPaise, hasDiscount, type Discount, type Paise } from './money';

/** GST on jewellery, in basis points (3%). */
export const GST_BASIS_POINTS = 300;
/** HSN code of jewellery of precious metal. */
export const JEWELLERY_HSN = '7113';

export const RATE_METALS = ['gold', 'silver', 'platinum'] as const;
export type RateMetal = (typeof RATE_METALS)[number];

/**
 * Every metal and purity the shop keeps a rate for (docs/shop/beyond.md §2): 24KT is the reference rate jewellers
 * quote.
 */
export const RATE_KEYS = [
  { metal: 'gold', purity: '24KT' },
  { metal: 'gold', purity: '22KT' },
  { metal: 'gold', purity: '18KT' },
  { metal: 'gold', purity: '14KT' },
  { metal: 'silver', purity: '925' },
  { metal: 'platinum', purity: 'PT950' },
] as const satisfies ReadonlyArray<{ metal: RateMetal; purity: string }>;
export type RateKey = (typeof RATE_KEYS)[number];
export type RatePurity = RateKey['purity'];

export const rateKeyId = (key: { metal: string; purity: string }) => `${key.metal}:${key.purity}`;

/** The rate a catalogue variant is priced from: any gold colour uses the gold rate of its karat. */
export function rateKeyOf(material: Material, purity: Purity): RateKey {
  if (material === 'Silver') return RATE_KEYS[4];
  if (material === 'Platinum') return RATE_KEYS[5];
  return RATE_KEYS.find((k) => k.metal === 'gold' && k.purity === purity) ?? RATE_KEYS[1];
}

export const PRICING_MODES = ['fixed', 'rate'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
export const MAKING_CHARGE_TYPES = ['per_gram', 'percent'] as const;
export type MakingChargeType = (typeof MAKING_CHARGE_TYPES)[number];

/** A rate-linked variant's recipe, in the units it is stored in. */
export interface RateRecipe {
  weightGrams: number;
  /** Paise per gram for `per_gram`; basis points of the metal value for `percent` (1200 = 12%). */
  making: { type: MakingChargeType; value: number };
  stoneValuePaise: Paise;
}

export interface PriceBreakupPaise {
  metal: Paise;
  making: Paise;
  stones: Paise;
  discount: Paise;
  gst: Paise;
  /** What the shopper pays: metal + making + stones − discount + gst. */
  total: Paise;
}

const roundToRupee = (paise: number): Paise => Math.round(paise / 100) * 100;

/** The parts before GST: metal value and making charge (paise). */
function parts(recipe: RateRecipe, ratePerGramPaise: Paise) {
  const metal = Math.round(recipe.weightGrams * ratePerGramPaise);
  const making =
    recipe.making.type === 'per_gram'
      ? Math.round(recipe.weightGrams * recipe.making.value)
      : Math.round((metal * recipe.making.value) / 10_000);
  return { metal, making, stones: recipe.stoneValuePaise };
}

/** A rate-linked variant's price before any discount: the value + 3% GST, in whole rupees. */
export function ratePricePaise(recipe: RateRecipe, ratePerGramPaise: Paise): Paise {
  const { metal, making, stones } = parts(recipe, ratePerGramPaise);
  return roundToRupee(((metal + making + stones) * (10_000 + GST_BASIS_POINTS)) / 10_000);
}

/** The taxable value inside a GST-inclusive amount. */
export const taxableOf = (inclusivePaise: Paise): Paise =>
  Math.round((inclusivePaise * 10_000) / (10_000 + GST_BASIS_POINTS));

/**
 * The breakup of what the shopper pays for a rate-linked variant whose price is `pricePaise` (from
 * `ratePricePaise`). The total is the discounted price of every other screen; the GST is what that total
 * includes; the discount is shown before GST; the rounding to whole rupees is carried as below, so the parts
 * always add up exactly.
 */
export function rateBreakup(
  recipe: RateRecipe,
  ratePerGramPaise: Paise,
  pricePaise: Paise,
  discount: Discount | null | undefined,
): PriceBreakupPaise {
  const { metal, stones } = parts(recipe, ratePerGramPaise);
  const total = discountedPaise(pricePaise, discount);
  const taxable = taxableOf(total);
  const before = taxableOf(pricePaise);
  const discountPart = hasDiscount(discount) ? before - taxable : 0;
  // The rounding to whole rupees (under ₹1) is carried by the making charge; with no making charge to carry it,
  // by the metal line. Either way every part stays ≥ 0 and they add up exactly.
  const residue = before - metal - stones;
  return {
    metal: metal + Math.min(0, residue),
    making: Math.max(0, residue),
    stones,
    discount: discountPart,
    gst: total - taxable,
    total,
  };
}
