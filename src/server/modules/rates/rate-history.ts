/** GET /api/admin/rates/history — every rate change, newest first, a page at a time (docs/api/lists.md). */
import { count, desc } from 'drizzle-orm';
import { paiseToRupees } from '#domain/money';
import { pageInfo, pageWindow } from '#domain/paging';
import type { RateChangeDto, RateHistoryQuery } from '#domain/schemas/rates';
import type { Db } from '#server/db/client';
import { metalRateChanges } from '#server/db/schema';

export async function loadRateHistory(db: Db, query: RateHistoryQuery) {
  const [total] = await db.select({ n: count() }).from(metalRateChanges);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(metalRateChanges)
    .orderBy(desc(metalRateChanges.changedAt), desc(metalRateChanges.id))
    .limit(limit)
    .offset(offset);
  const changes: RateChangeDto[] = rows.map((r) => ({
    _id: r.id,
    metal: r.metal as RateChangeDto['metal'],
    purity: r.purity as RateChangeDto['purity'],
    oldRate: r.oldRatePaise === null ? null : paiseToRupees(r.oldRatePaise),
    newRate: paiseToRupees(r.newRatePaise),
    changedAt: r.changedAt.toISOString(),
    changedBy: { _id: r.changedBy, name: r.changedByName },
  }));
  return { changes, ...pageInfo(query, total?.n ?? 0) };
}
