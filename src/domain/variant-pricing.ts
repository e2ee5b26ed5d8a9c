/**
 * A variant's price under its pricing mode (docs/decisions/092), in the terms the API and the admin form use:
 * rupees, percent, grams. The server prices a rate-linked variant with `priceVariant` when it is saved and when a
 * rate changes; the admin form shows the same figure live; product replies explain it with `variantBreakup`. The
 * arithmetic itself is pricing.ts's. No zod here: the storefront may import it.
 */
import type { Material, Purity } from './catalog-constants';
import { paiseToRupees, rupeesToPaise, type Discount, type Paise } from './money';
import {
  rateBreakup,
  rateKeyId,
  rateKeyOf,
  ratePricePaise,
  type MakingChargeType,
  type PricingMode,
  type RateKey,
  type RateRecipe,
} from './pricing';

/** A variant's pricing as the API carries it: making charge in ₹/g or %, stone value in ₹. */
export interface VariantPricing {
  mode: PricingMode;
  makingCharge: { type: MakingChargeType; value: number };
  stoneValue: number;
}

/** The same as stored on a variant row: paise per gram or basis points, and paise. */
export interface StoredPricing {
  pricingMode: PricingMode;
  makingChargeType: MakingChargeType;
  makingChargeValue: number;
  stoneValuePaise: Paise;
}

/** ₹/g → paise/g and % → basis points are the same ×100 (both kept whole). */
export function toStoredPricing(p: VariantPricing): StoredPricing {
  return {
    pricingMode: p.mode,
    makingChargeType: p.makingCharge.type,
    makingChargeValue: rupeesToPaise(p.makingCharge.value),
    stoneValuePaise: rupeesToPaise(p.stoneValue),
  };
}

export function fromStoredPricing(s: StoredPricing): VariantPricing {
  return {
    mode: s.pricingMode,
    makingCharge: { type: s.makingChargeType, value: paiseToRupees(s.makingChargeValue) },
    stoneValue: paiseToRupees(s.stoneValuePaise),
  };
}

export function recipeOf(weightGrams: number, s: StoredPricing): RateRecipe {
  return {
    weightGrams,
    making: { type: s.makingChargeType, value: s.makingChargeValue },
    stoneValuePaise: s.stoneValuePaise,
  };
}

/** Today's rates in paise per gram, by `rateKeyId` ("gold:22KT"). */
export type RateTable = ReadonlyMap<string, Paise>;

export function rateTableOf(
  rates: ReadonlyArray<{ metal: string; purity: string; ratePerGram: number }>,
): RateTable {
  return new Map(rates.map((r) => [rateKeyId(r), rupeesToPaise(r.ratePerGram)]));
}

export interface PriceableVariant {
  material: Material;
  purity: Purity;
  /** Grams. */
  weight: number;
  pricing: VariantPricing;
}

export type PriceResult =
  | { ok: true; pricePaise: Paise; ratePerGramPaise: Paise | null }
  /** A rate-linked variant whose metal and purity have no rate yet. */
  | { ok: false; missing: RateKey };

/**
 * The price (paise, before any discount) of a rate-linked variant from today's rates; a fixed variant has no
 * computed price (`fixedPricePaise` is returned as it is).
 */
export function priceVariant(v: PriceableVariant, rates: RateTable, fixedPricePaise: Paise): PriceResult {
  if (v.pricing.mode === 'fixed') return { ok: true, pricePaise: fixedPricePaise, ratePerGramPaise: null };
  const key = rateKeyOf(v.material, v.purity);
  const rate = rates.get(rateKeyId(key));
  if (rate === undefined) return { ok: false, missing: key };
  const recipe = recipeOf(v.weight, toStoredPricing(v.pricing));
  return { ok: true, pricePaise: ratePricePaise(recipe, rate), ratePerGramPaise: rate };
}

export interface PriceBreakupRupees {
  metal: number;
  making: number;
  stones: number;
  discount: number;
  gst: number;
  total: number;
  ratePerGram: number;
}

/**
 * The breakup of a stored variant (rupees) at today's rate: null for a fixed variant, or when its rate is missing
 * (which the server never lets happen, as a rate cannot be removed).
 */
export function variantBreakup(
  v: {
    material: Material;
    purity: Purity;
    weightGrams: number;
    pricePaise: Paise;
    discount: Discount | null;
  },
  stored: StoredPricing,
  rates: RateTable,
): PriceBreakupRupees | null {
  if (stored.pricingMode !== 'rate') return null;
  const rate = rates.get(rateKeyId(rateKeyOf(v.material, v.purity)));
  if (rate === undefined) return null;
  const b = rateBreakup(recipeOf(v.weightGrams, stored), rate, v.pricePaise, v.discount);
  return {
    metal: paiseToRupees(b.metal),
    making: paiseToRupees(b.making),
    stones: paiseToRupees(b.stones),
    discount: paiseToRupees(b.discount),
    gst: paiseToRupees(b.gst),
    total: paiseToRupees(b.total),
    ratePerGram: paiseToRupees(rate),
  };
}
