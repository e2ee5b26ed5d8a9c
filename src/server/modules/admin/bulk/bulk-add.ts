/**
 * POST /api/product/bulk-add — multipart `productCsv`. The whole file is validated first and every problem is
 * reported with its line; only a file without problems is written, in one transaction (all or nothing).
 * docs/decisions/040-csv-bulk-import.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_MAX_BYTES } from '../../../../domain/schemas/admin-csv';
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import { AppError, badRequest } from '../../../errors';
import { readAdminForm } from '../shared/form';
import { withConflicts } from '../shared/db-errors';
import { planCsvImport, type ProblemOfRow } from './csv-plan';
import { readCsv } from './csv-reader';
import { insertCsvPlan } from './csv-insert';
import { loadRateTable } from '../../rates/rate-store';
import { lockRatesForPricing } from '../../rates/rate-lock';

const CSV_FIELDS = new Set(['productCsv', 'csv', 'file']);
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

const bulkAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/product/bulk-add', async (request, reply) => {
    const form = await readAdminForm(app, request, {
      fileRule: (f) =>
        CSV_FIELDS.has(f)
          ? { kind: 'raw', maxBytes: CSV_MAX_BYTES, tooLarge: 'The CSV file can be at most 16 MB.' }
          : null,
      maxFiles: 3,
      maxFileBytes: CSV_MAX_BYTES,
    });
    const file = [...CSV_FIELDS].map((f) => form.raw.get(f)).find(Boolean);
    if (!file) throw badRequest(M.csvRequired, [{ path: 'productCsv', message: M.csvRequired }]);

    const { rows, ignoredColumns, moreIgnoredColumns } = readCsv(file);
    // Validation reads the catalogue inside the same transaction as the writes, so what was checked is written.
    const { inserted, warnings } = await withConflicts(() =>
      app.db.transaction(async (tx) => {
        // Rate-linked rows are priced from today's rates, which cannot change until this commits.
        await lockRatesForPricing(tx);
        const plan = await planCsvImport(app, tx, rows, await loadRateTable(tx));
        if (plan.problems.length) throw problemsReply(plan.problems);
        return { inserted: await insertCsvPlan(tx, plan.products), warnings: plan.warnings };
      }),
    );
    await app.catalogEvents.changed('product');
    const variantCount = inserted.reduce((n, p) => n + p.variants, 0);
    reply.status(201);
    return {
      success: true as const,
      message: `Imported ${inserted.length} ${inserted.length === 1 ? 'product' : 'products'} with ${variantCount} ${variantCount === 1 ? 'variant' : 'variants'}.`,
      created: { products: inserted.length, variants: variantCount },
      products: inserted,
      warnings,
      ignoredColumns,
      moreIgnoredColumns,
    };
  });
};

export default bulkAddRoute;
