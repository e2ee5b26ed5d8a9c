/**
 * The pricing and certificate fields of the admin product form and the CSV (docs/api/admin.md "Products",
 * docs/decisions/092): a variant is `fixed` (its price typed in) or `rate` (weight × today's rate + making charge
 * + stone value + 3% GST, priced by the server). `rateVariantIssues` is the one rule the server applies when it
 * saves a rate-linked variant and the form applies while the admin types.
 */
import { z } from 'zod';
import { MAKING_CHARGE_TYPES, PRICING_MODES } from '../pricing';
import { rupeesToPaise } from '../money';
import { priceVariant, type PriceableVariant, type RateTable } from '../variant-pricing';
import { decimal, oneOf } from './admin-fields';
import { blankToUndefined } from './common';
import { ADMIN_MESSAGES } from './admin-messages';
import { rateLabel, MAX_RATE_PER_GRAM, RATE_MESSAGES } from './rates';

/** A making charge above three times the metal value is a typing mistake, not a jewel. */
export const MAX_MAKING_PERCENT = 300;
export const MAX_STONE_VALUE_RUPEES = 10_000_000;
export const CERTIFICATE_LAB_MAX = 40;
export const CERTIFICATE_NUMBER_MAX = 60;
export const CERTIFICATE_URL_MAX = 500;

export const PRICING_MESSAGES = {
  modeInvalid: 'Pricing must be fixed or rate.',
  makingTypeInvalid: 'Making charge must be per_gram or percent.',
  makingValueInvalid: 'Making charge must be a number, at least 0, with at most two decimals.',
  makingPercentTooLarge: `A making charge can be at most ${MAX_MAKING_PERCENT}% of the metal value.`,
  makingPerGramTooLarge: `A making charge can be at most ₹${MAX_RATE_PER_GRAM.toLocaleString('en-IN')} per gram.`,
  stoneValueInvalid: 'Stone value must be a number of rupees, at least 0, with at most two decimals.',
  stoneValueTooLarge: 'Stone value can be at most ₹1,00,00,000.',
  weightNeeded: 'A piece priced from the metal rate needs its weight in grams (more than 0).',
  priceTooLarge: 'At today’s rate this piece would cost more than ₹1,00,00,000.',
  certificateIncomplete: 'A certificate needs both its lab and its number.',
  certificateLabTooLong: `The certificate lab can be at most ${CERTIFICATE_LAB_MAX} characters.`,
  certificateNumberTooLong: `The certificate number can be at most ${CERTIFICATE_NUMBER_MAX} characters.`,
  certificateUrlInvalid: 'The certificate link must be a web address starting with https:// or http://.',
} as const;
const P = PRICING_MESSAGES;

export const PricingModeInput = z.preprocess(
  blankToUndefined,
  oneOf(PRICING_MODES, { required: P.modeInvalid, invalid: P.modeInvalid }).optional(),
);

export const MakingChargeTypeInput = oneOf(MAKING_CHARGE_TYPES, {
  required: P.makingTypeInvalid,
  invalid: P.makingTypeInvalid,
});

export const MakingChargeValueInput = decimal({
  invalid: P.makingValueInvalid,
  max: MAX_RATE_PER_GRAM,
  tooLarge: P.makingPerGramTooLarge,
});

export const StoneValueInput = decimal({
  invalid: P.stoneValueInvalid,
  max: MAX_STONE_VALUE_RUPEES,
  tooLarge: P.stoneValueTooLarge,
});

/** `{ type, value }`; blank type → percent. */
export const MakingChargeInput = z
  .preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (!b || typeof b !== 'object' || Array.isArray(b)) return b;
      const o = b as Record<string, unknown>;
      return { type: blankToUndefined(o.type) ?? 'percent', value: o.value };
    },
    z.object({ type: MakingChargeTypeInput, value: MakingChargeValueInput }, { error: P.makingTypeInvalid }),
  )
  .superRefine((m, ctx) => {
    if (m.type === 'percent' && m.value > MAX_MAKING_PERCENT)
      ctx.addIssue({ code: 'custom', message: P.makingPercentTooLarge, path: ['value'] });
  });
export type MakingChargeInput = z.infer<typeof MakingChargeInput>;

/**
 * The product's certificate: `{ lab, number, url }`, all blank or null for none. Lab and number go together; the
 * link is optional and must be a web address (it is shown to shoppers as a link).
 */
export const CertificateInput = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    if (b === undefined) return null;
    if (typeof b !== 'object' || Array.isArray(b)) return b;
    const o = b as Record<string, unknown>;
    const text = (x: unknown) => (typeof x === 'string' ? x.trim() : blankToUndefined(x));
    const c = { lab: text(o.lab), number: text(o.number), url: text(o.url) };
    return !c.lab && !c.number && !c.url ? null : c;
  },
  z
    .object(
      {
        lab: z.string({ error: P.certificateIncomplete }).max(CERTIFICATE_LAB_MAX, P.certificateLabTooLong),
        number: z
          .string({ error: P.certificateIncomplete })
          .max(CERTIFICATE_NUMBER_MAX, P.certificateNumberTooLong),
        url: z.preprocess(
          (u) => (u === '' ? null : (u ?? null)),
          z
            .string({ error: P.certificateUrlInvalid })
            .max(CERTIFICATE_URL_MAX, P.certificateUrlInvalid)
            .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, P.certificateUrlInvalid)
            .nullable(),
        ),
      },
      { error: P.certificateIncomplete },
    )
    .refine((c) => c.lab !== '' && c.number !== '', { error: P.certificateIncomplete, path: ['number'] })
    .nullable(),
);
export type CertificateInput = z.infer<typeof CertificateInput>;

export interface PricingIssue {
  path: string[];
  message: string;
}

/**
 * What stops a rate-linked variant from being saved at today's rates: no weight, no rate for its metal and
 * purity, a price above the shop's maximum, or a fixed discount larger than the price. Returns the price (paise,
 * before discount) when there is none. A fixed variant has nothing to check here.
 */
export function rateVariantIssues(
  v: PriceableVariant & { discount?: { type: string | null; value: number } | null },
  rates: RateTable,
  maxPriceRupees: number,
): { issues: PricingIssue[]; pricePaise: number | null } {
  if (v.pricing.mode !== 'rate') return { issues: [], pricePaise: null };
  if (!(v.weight > 0)) return { issues: [{ path: ['weight'], message: P.weightNeeded }], pricePaise: null };
  const priced = priceVariant(v, rates, 0);
  if (!priced.ok)
    return {
      issues: [{ path: ['purity'], message: RATE_MESSAGES.rateMissing(rateLabel(priced.missing)) }],
      pricePaise: null,
    };
  const issues: PricingIssue[] = [];
  if (priced.pricePaise > rupeesToPaise(maxPriceRupees))
    issues.push({ path: ['weight'], message: P.priceTooLarge });
  if (v.discount?.type === 'fixed' && rupeesToPaise(v.discount.value) > priced.pricePaise)
    issues.push({ path: ['discount', 'value'], message: ADMIN_MESSAGES.discountFixedTooLarge });
  return { issues, pricePaise: priced.pricePaise };
}
