import { z } from 'zod';
import { UUID_PATTERN } from '../ids';

/** Blank text, null and undefined all mean "not given": a form's empty field, a blank query parameter or setting. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Every failure reply (docs/shop/conventions.md §2 "The API's shape"). */
export const ErrorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

const SuccessReply = z.object({ success: z.literal(true) });

/** Every success reply: `success: true`, then the call's own fields (docs/shop/conventions.md §2). */
export function okReply<const S extends z.ZodRawShape>(shape: S) {
  return SuccessReply.extend(shape);
}

/** A success reply that says what was done in a sentence; replies that carry more extend it. */
export const MessageReply = okReply({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

/**
 * A UUID field by the shop's one id pattern (src/domain/ids.ts), with the message a caller reads when it is
 * missing, not text or malformed.
 */
export function uuid(message = 'Invalid UUID') {
  return z.string({ error: message }).regex(UUID_PATTERN, { error: message });
}

/**
 * Text that is trimmed and required: `required` when it is missing, not text or blank; with `max`, `tooLong` when
 * longer. Callers chain what else the field needs (`.refine`, `.pipe(z.email(…))`).
 */
export function trimmedText(required: string, max?: number, tooLong?: string) {
  const text = z.string({ error: required }).trim().min(1, { error: required });
  return max === undefined ? text : text.max(max, { error: tooLong });
}

/** A whole number from `min` to `max`, with one message for anything else. */
export function wholeNumberIn(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** Ids are UUID strings carried as `_id`. */
export const Id = uuid('Invalid id.');
export const IdParams = z.object({ id: Id });
/** An id in a path that is looked up as given: one that names nothing, uuid or not, is that route's 404. */
export const RefParams = z.object({ id: z.string() });

/** A rupee amount with at most two decimals, at least 0. */
export const Rupees = z
  .number({ message: 'Must be a number.' })
  .min(0, { message: 'Must be at least 0.' })
  .max(100_000_000, { message: 'Amount is too large.' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'At most two decimals.' });

export const Timestamp = z.string();

export const ImageRef = z.object({ url: z.string() });

export const HealthReply = z.object({ status: z.literal('ok') });
