/**
 * Rate changes and the writes that price from a rate never interleave (docs/decisions/092): a rate change holds
 * this transaction lock exclusively while it rewrites every rate-linked price; a product save or CSV import that
 * prices rate-linked variants holds it shared while it reads the rate and writes the price. Without it, a save
 * that read yesterday's rate could commit after today's rate had repriced everything, and keep yesterday's price.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';

/** An arbitrary constant, distinct from the shop's other advisory locks. */
const METAL_RATES_LOCK = 724_310_092;

export async function lockRatesForChange(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${METAL_RATES_LOCK})`);
}

export async function lockRatesForPricing(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${METAL_RATES_LOCK})`);
}
