/** Reading today's metal rates (docs/decisions/092): one small query, RATE_KEYS order, keys never set left out. */
import { RATE_KEYS, rateKeyId } from '#domain/pricing';
import type { RateDto } from '#domain/schemas/rates';
import { paiseToRupees } from '#domain/money';
import type { RateTable } from '#domain/variant-pricing';
import type { Db, Tx } from '#server/db/client';
import { metalRates } from '#server/db/schema';

export interface RateRow {
  metal: string;
  purity: string;
  ratePerGramPaise: number;
  updatedAt: Date;
}

export async function loadRateRows(db: Db | Tx): Promise<RateRow[]> {
  const rows = await db
    .select({
      metal: metalRates.metal,
      purity: metalRates.purity,
      ratePerGramPaise: metalRates.ratePerGramPaise,
      updatedAt: metalRates.updatedAt,
    })
    .from(metalRates);
  const byKey = new Map(rows.map((r) => [rateKeyId(r), r]));
  // Only the keys the shop knows, in their order: a row typed in by hand for anything else is not a rate.
  return RATE_KEYS.flatMap((k) => byKey.get(rateKeyId(k)) ?? []);
}

export function rateTableOfRows(rows: readonly RateRow[]): RateTable {
  return new Map(rows.map((r) => [rateKeyId(r), r.ratePerGramPaise]));
}

export async function loadRateTable(db: Db | Tx): Promise<RateTable> {
  return rateTableOfRows(await loadRateRows(db));
}

export function toRateDto(r: RateRow): RateDto {
  return {
    metal: r.metal as RateDto['metal'],
    purity: r.purity as RateDto['purity'],
    ratePerGram: paiseToRupees(r.ratePerGramPaise),
    updatedAt: r.updatedAt.toISOString(),
  };
}
