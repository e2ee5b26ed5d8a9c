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
import { planCsvImport } from './csv-plan';
import { readCsv } from './csv-reader';
import { insertCsvPlan } from './csv-insert';

const CSV_FIELDS = new Set(['productCsv', 'csv', 'file']);
/** Enough to name every bad row of any sensible file without sending megabytes back. */
const MAX_REPORTED = 5000;

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

    const { rows, ignoredColumns } = readCsv(file);
    const plan = await planCsvImport(app, app.db, rows);
    if (plan.problems.length) {
      const problems = plan.problems.slice(0, MAX_REPORTED).map(({ conflict: _c, ...p }) => p);
      const more = plan.problems.length - problems.length;
      const badRows = new Set(plan.problems.map((p) => p.line)).size;
      const first = plan.problems[0]!;
      const status = plan.problems.every((p) => p.conflict) ? 409 : 400;
      throw new AppError(
        status,
        `Nothing was imported: ${badRows} ${badRows === 1 ? 'row has' : 'rows have'} problems. Line ${first.line}: ${first.message}`,
        problems.map((p) => ({
          path: `line ${p.line}${p.column ? `.${p.column}` : ''}`,
          message: p.message,
        })),
        { rows: problems, ...(more > 0 ? { moreProblems: more } : {}) },
      );
    }

    const inserted = await withConflicts(() => app.db.transaction((tx) => insertCsvPlan(tx, plan.products)));
    await app.catalogEvents.changed('product');
    const variantCount = inserted.reduce((n, p) => n + p.variants, 0);
    reply.status(201);
    return {
      success: true as const,
      message: `Imported ${inserted.length} ${inserted.length === 1 ? 'product' : 'products'} with ${variantCount} ${variantCount === 1 ? 'variant' : 'variants'}.`,
      created: { products: inserted.length, variants: variantCount },
      products: inserted,
      warnings: plan.warnings,
      ignoredColumns,
    };
  });
};

export default bulkAddRoute;
