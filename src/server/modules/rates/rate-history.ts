/** GET /api/admin/rates/history — every rate change, newest first, a page at a time (docs/api/lists.md). */
import { desc } from 'drizzle-orm';
import { paiseToRupees } from '#domain/money';
import type { RateChangeDto, RateHistoryQuery } from '#domain/schemas/rates';
import type { Db } from '#server/db/client';
import { metalRateChanges } from '#server/db/schema';
import { readPage } from '#server/lib/paging';

export async function loadRateHistory(db: Db, query: RateHistoryQuery) {
  const newest = [desc(metalRateChanges.changedAt), desc(metalRateChanges.id)];
  const { rows, paging } = await readPage(db, metalRateChanges, undefined, newest, query);
  const changes: RateChangeDto[] = rows.map((r) => ({
    _id: r.id,
    metal: r.metal as RateChangeDto['metal'],
    purity: r.purity as RateChangeDto['purity'],
    oldRate: r.oldRatePaise === null ? null : paiseToRupees(r.oldRatePaise),
    newRate: paiseToRupees(r.newRatePaise),
    changedAt: r.changedAt.toISOString(),
    changedBy: { _id: r.changedBy, name: r.changedByName },
  }));
  return { changes, ...paging };
}
