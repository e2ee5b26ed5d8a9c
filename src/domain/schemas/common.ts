import { z } from 'zod';

/** Every failure reply (conventions.md "The API's shape"). */
export const ErrorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

/** Ids are UUID strings carried as `_id`. */
export const Id = z.uuid({ message: 'Invalid id.' });
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
