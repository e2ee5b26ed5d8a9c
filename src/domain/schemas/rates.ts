/**
 * Metal rates (docs/shop/beyond.md §2 "Metal-rate pricing", docs/api/admin.md "Metal rates", docs/decisions/092):
 * today's rate per gram of each metal and purity the shop prices from, in rupees over the API (paise in the
 * database).
 *
 * GET /api/rates (public) → RatesReply; PUT /api/admin/rates (admin) UpdateRatesBody → RatesReply;
 * GET /api/admin/rates/history?page=&limit= (admin) → RateHistoryReply, newest first.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import { PAGE_SIZES } from '../paging';
import { RATE_KEYS, RATE_METALS, rateKeyId } from '../pricing';
import { toNumberish } from './admin-fields';
import { pageQuery, pagedReply } from './paging';
import { Timestamp, okReply } from './common';

/** The highest rate the shop takes, ₹ per gram: far above any metal's price (24KT gold is about ₹13,000). */
export const MAX_RATE_PER_GRAM = 100_000;

const PURITY_VALUES = [...new Set(RATE_KEYS.map((k) => k.purity))] as [
  (typeof RATE_KEYS)[number]['purity'],
  ...(typeof RATE_KEYS)[number]['purity'][],
];

export const RATE_MESSAGES = {
  metalInvalid: `Metal must be one of ${RATE_METALS.join(', ')}.`,
  purityInvalid: 'This metal and purity have no rate in the shop.',
  rateInvalid: 'The rate must be a number of rupees per gram, more than 0, with at most two decimals.',
  rateTooLarge: `The rate can be at most ₹${MAX_RATE_PER_GRAM.toLocaleString('en-IN')} per gram.`,
  ratesRequired: 'Send at least one rate.',
  rateRepeated: (label: string) => `The rate of ${label} is sent twice.`,
  /** A rate-linked variant whose metal has no rate yet (add-product, update-product, CSV import). */
  rateMissing: (label: string) => `There is no rate for ${label} yet. Set it under Metal rates first.`,
  /** A rate that would price some piece above the shop's maximum price. */
  rateTooHighFor: (sku: string) =>
    `At this rate, ${sku} would cost more than ₹1,00,00,000. Check the rate, or the piece's weight.`,
  saved: 'Metal rates saved.',
} as const;

/** "22KT gold", "925 silver", "PT950 platinum": how a rate is named in messages. */
export const rateLabel = (key: { metal: string; purity: string }) => `${key.purity} ${key.metal}`;

export const RateMetal = z.enum(RATE_METALS, { error: RATE_MESSAGES.metalInvalid });
export const RatePurity = z.enum(PURITY_VALUES, { error: RATE_MESSAGES.purityInvalid });

/** One rate as the API returns it. */
export const RateDto = z.object({
  metal: RateMetal,
  purity: RatePurity,
  /** Rupees per gram. */
  ratePerGram: z.number(),
  updatedAt: Timestamp,
});
export type RateDto = z.infer<typeof RateDto>;

/** Every rate the shop has set, in RATE_KEYS order (a key never set is absent). */
export const RatesReply = okReply({ rates: z.array(RateDto) });
export type RatesReply = z.infer<typeof RatesReply>;

/** Rupees per gram: more than 0, at most two decimals, at most MAX_RATE_PER_GRAM; "11,780" and "₹11780" too. */
export const RatePerGramInput = z.preprocess(
  toNumberish,
  z
    .number({ error: RATE_MESSAGES.rateInvalid })
    .gt(0, { error: RATE_MESSAGES.rateInvalid })
    .max(MAX_RATE_PER_GRAM, { error: RATE_MESSAGES.rateTooLarge })
    .refine(hasAtMostTwoDecimals, { error: RATE_MESSAGES.rateInvalid }),
);

export const RateInput = z
  .object({ metal: RateMetal, purity: RatePurity, ratePerGram: RatePerGramInput })
  .refine((r) => RATE_KEYS.some((k) => k.metal === r.metal && k.purity === r.purity), {
    error: RATE_MESSAGES.purityInvalid,
    path: ['purity'],
  });

/** PUT /api/admin/rates: any of the rates (one or all), each key at most once. */
export const UpdateRatesBody = z.object(
  {
    rates: z
      .array(RateInput, { error: RATE_MESSAGES.ratesRequired })
      .min(1, { error: RATE_MESSAGES.ratesRequired })
      .max(RATE_KEYS.length, { error: RATE_MESSAGES.ratesRequired })
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((r, i) => {
          const id = rateKeyId(r);
          if (seen.has(id))
            ctx.addIssue({ code: 'custom', message: RATE_MESSAGES.rateRepeated(rateLabel(r)), path: [i] });
          seen.add(id);
        });
      }),
  },
  { error: RATE_MESSAGES.ratesRequired },
);
export type UpdateRatesBody = z.infer<typeof UpdateRatesBody>;

/** One change of a rate: who (kept by name when the account is gone), when, old → new (rupees per gram). */
export const RateChangeDto = z.object({
  _id: z.string(),
  metal: RateMetal,
  purity: RatePurity,
  /** Null for the first rate ever set for this key. */
  oldRate: z.number().nullable(),
  newRate: z.number(),
  changedAt: Timestamp,
  changedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
});
export type RateChangeDto = z.infer<typeof RateChangeDto>;

export const RateHistoryQuery = z.object(pageQuery(PAGE_SIZES.admin));
export type RateHistoryQuery = z.infer<typeof RateHistoryQuery>;

export const RateHistoryReply = pagedReply({ changes: z.array(RateChangeDto) });
export type RateHistoryReply = z.infer<typeof RateHistoryReply>;
