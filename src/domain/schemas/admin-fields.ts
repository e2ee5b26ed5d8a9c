/**
 * Field builders shared by the admin forms' JSON, multipart fields and CSV cells. Forms send numbers as text
 * and blanks for "not given", spreadsheets add thousands separators: each builder accepts what a real admin
 * sends and turns it into one clean value, or fails with the message the caller chose.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import { distinctSizes } from '../sizes';
import { UUID_PATTERN } from '../ids';
import { blankToUndefined } from './common';

/** "1,49,900.50" or " 1499 " → a number; anything else is passed on for the schema to refuse. */
export function toNumberish(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const text = v.trim().replace(/^₹\s*/, '');
  if (/^-?\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return Number(text);
  return v;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'off']);
export function toBooleanish(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v;
  if (typeof v !== 'string') return v;
  const word = v.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return v;
}

/** A required text, trimmed. */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : blankToUndefined(v)),
    z.string({ error: required }).min(1, { error: required }).max(max, { error: tooLong }),
  );
}

/** An optional text, trimmed; blank → `fallback`. */
export function optionalText(max: number, tooLong: string, fallback = '') {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (blankToUndefined(v) ?? fallback)),
    z.string({ error: tooLong }).max(max, { error: tooLong }),
  );
}

export interface DecimalOptions {
  /** Message when missing; without it the field is optional and defaults to 0. */
  required?: string;
  invalid: string;
  max: number;
  tooLarge: string;
}

/** A non-negative amount with at most two decimals (rupees, grams, discount values). */
export function decimal(options: DecimalOptions) {
  const base = z
    .number({
      error: (iss) => (iss.input === undefined ? (options.required ?? options.invalid) : options.invalid),
    })
    .min(0, { error: options.invalid })
    .max(options.max, { error: options.tooLarge })
    .refine(hasAtMostTwoDecimals, { error: options.invalid });
  return z.preprocess((v) => {
    const n = toNumberish(v);
    return n === undefined && !options.required ? 0 : n;
  }, base);
}

/** A whole number ≥ 0 (stock). Optional: blank → 0. */
export function wholeNumber(options: { invalid: string; max: number; tooLarge: string; required?: string }) {
  return z.preprocess(
    (v) => {
      const n = toNumberish(v);
      return n === undefined && !options.required ? 0 : n;
    },
    z
      .number({
        error: (iss) => (iss.input === undefined ? (options.required ?? options.invalid) : options.invalid),
      })
      .int({ error: options.invalid })
      .min(0, { error: options.invalid })
      .max(options.max, { error: options.tooLarge }),
  );
}

/** true/false, "yes"/"no", "1"/"0", "on"/"off"; blank → `fallback` (or undefined when no fallback). */
export function booleanish(invalid: string, fallback?: boolean) {
  return z.preprocess(
    (v) => {
      const b = toBooleanish(v);
      return b === undefined ? fallback : b;
    },
    fallback === undefined ? z.boolean({ error: invalid }).optional() : z.boolean({ error: invalid }),
  );
}

/** One of a fixed list, with separate messages for "missing" and "not on the list". */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { required: string; invalid: string },
) {
  // Case-insensitive, as admins type "yellow gold" and spreadsheets "ACTIVE".
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? (byLower.get(b.trim().toLowerCase()) ?? b) : b;
    },
    z.enum(values, { error: (iss) => (iss.input === undefined ? messages.required : messages.invalid) }),
  );
}

/** A list given as an array or as comma-separated text: trimmed, blanks dropped, duplicates removed. */
export function textList(options: { maxItems: number; maxLength: number; invalid: string }) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === undefined) return [];
      const items = Array.isArray(b) ? b : typeof b === 'string' ? b.split(',') : b;
      if (!Array.isArray(items)) return items;
      const clean = items.map((i) => (typeof i === 'string' || typeof i === 'number' ? String(i).trim() : i));
      return [...new Set(clean.filter((i) => i !== ''))];
    },
    z
      .array(z.string({ error: options.invalid }).max(options.maxLength, { error: options.invalid }), {
        error: options.invalid,
      })
      .max(options.maxItems, { error: options.invalid }),
  );
}

/**
 * A variant's sizes: a text list kept by the shop's one size rule (src/domain/sizes.ts) — inner runs of spaces as
 * one, a size named twice (' 12 ', 'M' and 'm') kept once with its first spelling — so the cart never meets two
 * sizes it reads as one.
 */
export function sizeList(options: { maxItems: number; maxLength: number; invalid: string }) {
  return textList(options).transform(distinctSizes);
}

/** An entity id, also accepted as `{ _id }` (the old client sometimes sends the object it read). */
export function entityId(messages: { required: string; invalid: string }) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b && typeof b === 'object' && '_id' in b) return blankToUndefined((b as { _id: unknown })._id);
      return typeof b === 'string' ? b.trim() : b;
    },
    z
      .string({ error: (iss) => (iss.input === undefined ? messages.required : messages.invalid) })
      .regex(UUID_PATTERN, { error: messages.invalid })
      .transform((s) => s.toLowerCase()),
  );
}

/** Same as entityId but blank → null ("none chosen"). */
export function optionalEntityId(invalid: string) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b && typeof b === 'object' && '_id' in b)
        return blankToUndefined((b as { _id: unknown })._id) ?? null;
      return typeof b === 'string' ? b.trim() : (b ?? null);
    },
    z
      .string({ error: invalid })
      .regex(UUID_PATTERN, { error: invalid })
      .transform((s) => s.toLowerCase())
      .nullable(),
  );
}

/** A list of ids as an array or comma-separated text. */
export function idList(invalid: string, maxItems = 50) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === undefined) return undefined;
      const items = Array.isArray(b) ? b : typeof b === 'string' ? b.split(',') : b;
      if (!Array.isArray(items)) return items;
      const ids = items
        .map((i) => (i && typeof i === 'object' && '_id' in i ? (i as { _id: unknown })._id : i))
        .map((i) => (typeof i === 'string' ? i.trim().toLowerCase() : i))
        .filter((i) => i !== '');
      return [...new Set(ids)];
    },
    z
      .array(z.string().regex(UUID_PATTERN, { error: invalid }), { error: invalid })
      .max(maxItems)
      .optional(),
  );
}

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
