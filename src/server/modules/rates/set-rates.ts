/**
 * PUT /api/admin/rates — sets any of today's rates in one transaction (docs/decisions/092): each rate is upserted,
 * a change writes its history row (who, when, old → new; a rate sent unchanged is only marked as confirmed
 * today), and every rate-linked variant of a changed rate is repriced. After the commit every process drops its
 * catalogue caches (LISTEN/NOTIFY), so listings, product pages, search, sitemap and carts show the new prices.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '#server/plugins/auth';
import { rupeesToPaise } from '#domain/money';
import { rateKeyId } from '#domain/pricing';
import type { UpdateRatesBody } from '#domain/schemas/rates';
import type { Db } from '#server/db/client';
import { metalRateChanges, metalRates } from '#server/db/schema';
import { loadRateRows, rateTableOfRows, type RateRow } from '#server/lib/rates/rate-store';
import { lockRatesForChange } from '#server/lib/rates/rate-lock';
import { repriceVariants } from './reprice';

export interface SetRatesResult {
  rates: RateRow[];
  changed: number;
  repriced: number;
}

export async function setRates(db: Db, body: UpdateRatesBody, who: AuthUser): Promise<SetRatesResult> {
  return db.transaction(async (tx) => {
    await lockRatesForChange(tx);
    const before = new Map((await loadRateRows(tx)).map((r) => [rateKeyId(r), r]));
    const changedKeys = new Set<string>();
    for (const input of body.rates) {
      const paise = rupeesToPaise(input.ratePerGram);
      const old = before.get(rateKeyId(input));
      await tx
        .insert(metalRates)
        .values({ metal: input.metal, purity: input.purity, ratePerGramPaise: paise, updatedBy: who.id })
        .onConflictDoUpdate({
          target: [metalRates.metal, metalRates.purity],
          set: { ratePerGramPaise: paise, updatedBy: who.id, updatedAt: sql`now()` },
        });
      if (old?.ratePerGramPaise === paise) continue;
      changedKeys.add(rateKeyId(input));
      await tx.insert(metalRateChanges).values({
        metal: input.metal,
        purity: input.purity,
        oldRatePaise: old?.ratePerGramPaise ?? null,
        newRatePaise: paise,
        changedBy: who.id,
        changedByName: who.name,
      });
    }
    const rates = await loadRateRows(tx);
    const repriced = await repriceVariants(tx, changedKeys, rateTableOfRows(rates));
    return { rates, changed: changedKeys.size, repriced };
  });
}
