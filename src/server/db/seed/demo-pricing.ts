/**
 * How the demo catalogue is priced (docs/decisions/092): today's metal rates, and for each piece a recipe a
 * jeweller would write — its weight in grams, a making charge (8–20% of the metal value, some by the gram) and the
 * value of its stones — from which every demo price is computed by the shop's own rule (domain/pricing.ts).
 * Pure and deterministic: the same code gives the same recipes and prices everywhere.
 */
import { createHash } from 'node:crypto';
import type { Material, Purity } from '#domain/catalog-constants';
import {
  rateKeyId,
  rateKeyOf,
  ratePricePaise,
  type MakingChargeType,
  type RateRecipe,
} from '#domain/pricing';
import type { RateTable } from '#domain/variant-pricing';
import type { DemoProduct } from './demo-data';

/**
 * Rates per gram (paise) as Indian jewellers quoted them around 20 November 2025, rounded: 24KT ₹12,850, 22KT
 * ₹11,780, 18KT ₹9,640, 14KT ₹7,520, silver 925 ₹150, platinum PT950 ₹4,200.
 */
export const DEMO_RATES = [
  { metal: 'gold', purity: '24KT', ratePerGramPaise: 1_285_000 },
  { metal: 'gold', purity: '22KT', ratePerGramPaise: 1_178_000 },
  { metal: 'gold', purity: '18KT', ratePerGramPaise: 964_000 },
  { metal: 'gold', purity: '14KT', ratePerGramPaise: 752_000 },
  { metal: 'silver', purity: '925', ratePerGramPaise: 15_000 },
  { metal: 'platinum', purity: 'PT950', ratePerGramPaise: 420_000 },
] as const;
export const DEMO_RATE_TABLE: RateTable = new Map(DEMO_RATES.map((r) => [rateKeyId(r), r.ratePerGramPaise]));
/** Who the seeded rates' history row names. */
export const DEMO_RATES_BY = 'Demo seed';

/** Grams a piece of each kind weighs in the demo (in 18KT; other metals and karats scale from it). */
const WEIGHT_RANGE: Record<string, readonly [number, number]> = {
  rings: [2.5, 6],
  earrings: [2, 5],
  pendants: [3, 8],
  mangalsutras: [3, 8],
  chains: [12, 35],
  chokers: [12, 35],
  bracelets: [8, 20],
};

/** Denser or lighter alloys weigh more or less for the same design. */
const PURITY_WEIGHT: Record<Purity, number> = {
  '22KT': 1.06,
  '18KT': 1,
  '14KT': 0.94,
  '925 Sterling': 1,
  PT950: 1.3,
};

const STONE_FLOOR_RUPEES: Record<DemoProduct['stone'], number> = {
  diamond: 8000,
  ruby: 4000,
  emerald: 4000,
  sapphire: 4000,
  pearl: 1500,
  none: 0,
};

/** The least share of a set piece's listed price its stones are worth. */
const STONE_SHARE: Record<DemoProduct['stone'], number> = {
  diamond: 0.3,
  ruby: 0.2,
  emerald: 0.2,
  sapphire: 0.2,
  pearl: 0.05,
  none: 0,
};

const PERCENTS = [8, 10, 12, 14, 15, 16, 18, 20];
const PER_GRAM_RUPEES = [700, 850, 1000, 1200, 1450];

/** A seeded PRNG of its own, so pricing draws leave the catalogue's other draws (stock, discounts) as they were. */
function unitRandom(seed: string): () => number {
  let n = 0;
  return () => createHash('sha1').update(`${seed}:${n++}`).digest().readUInt32LE(0) / 4294967296;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, n));

export interface DemoRecipe {
  /** The weight range of the piece's kind. */
  range: readonly [number, number];
  /** Grams in 18KT (or in silver for silver pieces). */
  weightGrams: number;
  making: { type: MakingChargeType; value: number };
  stoneValuePaise: number;
}

/**
 * A piece's recipe from its words: its kind gives the weight range; a plain piece weighs what its listed price
 * buys at today's 18KT rate (within the range), a set piece is lighter and its stones carry the rest of the price.
 */
export function demoRecipe(p: DemoProduct, kind: string): DemoRecipe {
  const rand = unitRandom(`pricing:${p.title}`);
  const range = WEIGHT_RANGE[kind] ?? WEIGHT_RANGE.rings!;
  const silver = p.metals?.length === 1 && p.metals[0] === 'Silver';
  const rate = silver ? 15_000 : 964_000;
  const byGram = !silver && rand() < 0.25;
  const making = byGram
    ? {
        type: 'per_gram' as const,
        value: PER_GRAM_RUPEES[Math.floor(rand() * PER_GRAM_RUPEES.length)]! * 100,
      }
    : { type: 'percent' as const, value: PERCENTS[Math.floor(rand() * PERCENTS.length)]! * 100 };
  const makingShare = making.type === 'percent' ? making.value / 10_000 : making.value / rate;
  const valuePaise = (p.basePrice * 100) / 1.03;
  if (p.stone === 'none') {
    const weightGrams = round2(clamp(valuePaise / (rate * (1 + makingShare)), range));
    return { range, weightGrams, making, stoneValuePaise: 0 };
  }
  const weightGrams = round2(range[0] + rand() * (range[1] - range[0]) * 0.45);
  const metalAndMaking = weightGrams * rate * (1 + makingShare);
  // The stones carry what the listed price leaves after the metal, and at least their share of it: a heavy
  // setting at today's gold rate can cost more than the whole listed price.
  const floor = Math.max(
    (silver ? 500 : STONE_FLOOR_RUPEES[p.stone]) * 100,
    p.basePrice * 100 * (silver ? 0 : STONE_SHARE[p.stone]),
  );
  const stoneValuePaise = Math.round(Math.max(floor, valuePaise - metalAndMaking) / 50_000) * 50_000;
  return { range, weightGrams, making, stoneValuePaise };
}

/** One variant's recipe and price at the demo rates. `jitter` (0–1) varies the weight by ±3% between metals. */
export function demoVariantPricing(
  recipe: DemoRecipe,
  material: Material,
  purity: Purity,
  jitter: number,
): { weightGrams: number; pricePaise: number; recipe: RateRecipe } {
  const weightGrams = round2(
    clamp(recipe.weightGrams * PURITY_WEIGHT[purity] * (0.97 + jitter * 0.06), recipe.range),
  );
  const rateRecipe: RateRecipe = {
    weightGrams,
    making: recipe.making,
    stoneValuePaise: recipe.stoneValuePaise,
  };
  const rate = DEMO_RATE_TABLE.get(rateKeyId(rateKeyOf(material, purity)))!;
  return { weightGrams, pricePaise: ratePricePaise(rateRecipe, rate), recipe: rateRecipe };
}

/** The demo's certified diamonds: lab and report number (no link: the numbers are the demo's own). */
export const DEMO_CERTIFICATES: Record<string, { lab: string; number: string }> = {
  'Aurora Round Solitaire Ring': { lab: 'IGI', number: 'LG614298731' },
  'Classic Diamond Solitaire Studs': { lab: 'GIA', number: '2231587046' },
};
