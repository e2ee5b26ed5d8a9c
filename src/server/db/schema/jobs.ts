import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, keptRef, timestamps } from './columns';
import { users } from './users';

/**
 * Long imports run as jobs: the admin's screen polls a job's progress, which any process can answer because it
 * lives here (docs/decisions/105-sitemap-index-and-import-jobs.md). Rows older than a week are deleted when a
 * new job starts.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    /** What is imported: 'products-csv' (POST /api/product/bulk-add/jobs). */
    kind: text('kind').notNull(),
    createdBy: keptRef('created_by', () => users.id),
    fileName: text('file_name'),
    /** checking → writing → done | failed. */
    phase: text('phase').notNull(),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    /** The finished import's HTTP status (201, 400, 409…) and reply body, as POST /api/product/bulk-add sends. */
    status: integer('status'),
    result: jsonb('result'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('import_jobs_created_idx').on(t.createdAt)],
);
