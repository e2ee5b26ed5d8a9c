/**
 * One CSV import, whoever asked for it: POST /api/product/bulk-add waits for it, an import job
 * (import-jobs.ts) runs it in the background and reports its progress. The whole file is validated first and
 * every problem is reported with its line; only a file without problems is written, in one transaction (all or
 * nothing). docs/decisions/040-csv-bulk-import.md, 105-sitemap-index-and-import-jobs.md.
 */
import type { FastifyInstance } from 'fastify';
import type { BulkAddReply } from '#domain/schemas/admin-csv';
import { AppError } from '#server/errors';
import { withConflicts } from '../shared/db-errors';
import { planCsvImport, type ProblemOfRow } from './csv-plan';
import type { CsvContent } from './csv-reader';
import { insertCsvPlan } from './csv-insert';
import { loadRateTable } from '#server/lib/rates/rate-store';
import { lockRatesForPricing } from '#server/lib/rates/rate-lock';

/** Enough to name every bad row of any sensible file without sending megabytes back. */
const MAX_REPORTED = 5000;

/** 400 listing every problem with its line (409 when every problem is a taken or repeated SKU). */
function problemsReply(all: readonly ProblemOfRow[]): AppError {
  const problems = all.slice(0, MAX_REPORTED).map(({ conflict: _c, ...p }) => p);
  const more = all.length - problems.length;
  const badRows = new Set(all.map((p) => p.line)).size;
  const first = all[0]!;
  return new AppError(
    all.every((p) => p.conflict) ? 409 : 400,
    `Nothing was imported: ${badRows} ${badRows === 1 ? 'row has' : 'rows have'} problems. Line ${first.line}: ${first.message}`,
    problems.map((p) => ({ path: `line ${p.line}${p.column ? `.${p.column}` : ''}`, message: p.message })),
    { rows: problems, ...(more > 0 ? { moreProblems: more } : {}) },
  );
}

/** Where a running import is: its rows checked, then its writing (scaled to rows), out of the file's rows. */
export type ImportProgress = (phase: 'checking' | 'writing', rowsDone: number) => Promise<void>;

/** Imports the file's rows, or throws an AppError naming every problem (nothing is written then). */
export async function importCsv(
  app: FastifyInstance,
  { rows, ignoredColumns, moreIgnoredColumns }: CsvContent,
  onProgress?: ImportProgress,
): Promise<BulkAddReply> {
  // Validation reads the catalogue inside the same transaction as the writes, so what was checked is written.
  const { inserted, warnings } = await withConflicts(() =>
    app.db.transaction(async (tx) => {
      // Rate-linked rows are priced from today's rates, which cannot change until this commits.
      await lockRatesForPricing(tx);
      const plan = await planCsvImport(
        app,
        tx,
        rows,
        await loadRateTable(tx),
        onProgress && ((checked) => onProgress('checking', checked)),
      );
      if (plan.problems.length) throw problemsReply(plan.problems);
      await onProgress?.('writing', 0);
      const written = await insertCsvPlan(
        tx,
        plan.products,
        onProgress &&
          ((done, of) => onProgress('writing', Math.floor((rows.length * done) / Math.max(1, of)))),
      );
      return { inserted: written, warnings: plan.warnings };
    }),
  );
  await app.catalogEvents.changed('product');
  const variantCount = inserted.reduce((n, p) => n + p.variants, 0);
  return {
    success: true as const,
    message: `Imported ${inserted.length} ${inserted.length === 1 ? 'product' : 'products'} with ${variantCount} ${variantCount === 1 ? 'variant' : 'variants'}.`,
    created: { products: inserted.length, variants: variantCount },
    products: inserted,
    warnings,
    ignoredColumns,
    moreIgnoredColumns,
  };
}
