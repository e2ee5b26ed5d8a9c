/**
 * Imports that run in the background with a progress the admin's screen polls (docs/decisions/105). A job is a
 * row of `import_jobs`, so any process behind the load balancer answers the poll:
 *
 * - The process running the import keeps the freshest state in memory and answers from it.
 * - On PostgreSQL it also writes the progress to the row (at most every PROGRESS_WRITE_MS, on a pooled
 *   connection outside the import's transaction), so a poll that lands on another process sees it move.
 *   PGlite has one connection, held by the import's transaction, and is only ever used by one process: there the
 *   row is written when the job starts and when it ends, and the memory answers in between.
 * - The finished reply (the 201 body, or the 400/409 body with every problem row) is kept in the row.
 * - A row left unfinished and untouched for STALE_MS belongs to a process that stopped mid-import: its
 *   transaction rolled back, so it is reported as failed with nothing imported.
 * - Closing the app waits for running imports. Jobs older than KEEP_DAYS are deleted when a new one starts.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CsvImportJob } from '#domain/schemas/admin-csv';
import type { Db } from '#server/db/client';
import { importJobs } from '#server/db/schema';
import { describeError } from '#server/plugins/error-handler';

export const PROGRESS_WRITE_MS = 300;
export const STALE_MS = 2 * 60_000;
const KEEP_DAYS = 7;
export const STOPPED_MESSAGE =
  'The import stopped before it finished (the server restarted). Nothing was imported; please upload the file again.';

type Phase = CsvImportJob['phase'];
type Row = typeof importJobs.$inferSelect;

function view(row: Row): CsvImportJob {
  return {
    id: row.id,
    phase: row.phase as Phase,
    fileName: row.fileName,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    status: row.status,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** What a job does: runs with a progress reporter and resolves to its 2xx body (or throws an AppError). */
export type JobWork = (
  report: (phase: 'checking' | 'writing', rowsDone: number) => Promise<void>,
) => Promise<unknown>;

export class ImportJobs {
  private live = new Map<
    string,
    { state: Row; done: Promise<void>; followers: Set<(job: CsvImportJob) => void> }
  >();

  constructor(private readonly app: FastifyInstance) {
    app.addHook('onClose', async () => {
      await Promise.allSettled([...this.live.values()].map((j) => j.done));
    });
  }

  /** Creates the job's row and starts the work; resolves at once with the job as it starts. */
  async start(
    input: {
      kind: string;
      createdBy: string | null;
      fileName: string | null;
      rowsTotal: number;
      okStatus: number;
    },
    work: JobWork,
  ): Promise<CsvImportJob> {
    const db = this.app.db;
    await db
      .delete(importJobs)
      .where(lt(importJobs.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
    const [row] = await db
      .insert(importJobs)
      .values({
        kind: input.kind,
        createdBy: input.createdBy,
        fileName: input.fileName,
        phase: 'checking',
        rowsTotal: input.rowsTotal,
      })
      .returning();
    const state: Row = { ...row! };
    const writesProgress = this.app.dbHandle.kind === 'postgres';
    let lastWrite = 0;
    let writing: Promise<unknown> = Promise.resolve();

    const followers = new Set<(job: CsvImportJob) => void>();
    const tell = () => {
      const now = view(state);
      for (const f of followers) f(now);
    };
    const save = () => {
      lastWrite = Date.now();
      const { phase: p, rowsDone: n } = state;
      // Not awaited by the import (a slow write must not slow it); the final write waits for it.
      writing = writing
        .then(() =>
          db
            .update(importJobs)
            .set({ phase: p, rowsDone: n })
            .where(and(eq(importJobs.id, state.id), sql`${importJobs.finishedAt} is null`)),
        )
        .catch((err: unknown) => this.app.log.warn({ err, job: state.id }, 'import progress not saved'));
    };
    // A heartbeat while the import waits (a lock, a long statement), so other processes do not think it stopped.
    const heartbeat = writesProgress ? setInterval(save, STALE_MS / 4) : undefined;
    heartbeat?.unref();

    const report = async (phase: 'checking' | 'writing', rowsDone: number) => {
      state.phase = phase;
      state.rowsDone = Math.min(rowsDone, state.rowsTotal);
      state.updatedAt = new Date();
      if (writesProgress && Date.now() - lastWrite >= PROGRESS_WRITE_MS) save();
      tell();
      // Lets this process answer polls (and everything else) between chunks of a long import.
      await new Promise<void>((resolve) => setImmediate(resolve));
    };

    const finish = async (phase: Phase, status: number, result: unknown) => {
      clearInterval(heartbeat);
      await writing;
      const end = {
        phase,
        status,
        result,
        rowsDone: phase === 'done' ? state.rowsTotal : state.rowsDone,
        finishedAt: new Date(),
      };
      // The row first, then the memory: a poll answered from memory as finished means the row says so too.
      await db.update(importJobs).set(end).where(eq(importJobs.id, state.id));
      Object.assign(state, end, { updatedAt: new Date() });
      tell();
    };

    const done = work(report)
      .then(
        (body) => finish('done', input.okStatus, body),
        (err: unknown) => {
          const d = describeError(err);
          if (d.status >= 500) this.app.log.error({ err, job: state.id }, 'import job failed');
          return finish('failed', d.status, {
            success: false,
            message: d.message,
            ...(d.errors?.length ? { errors: d.errors } : {}),
            ...d.extra,
          });
        },
      )
      .catch((err: unknown) => this.app.log.error({ err, job: state.id }, 'import job result not saved'))
      .finally(() => {
        // Kept a little longer, so a poll on this process right after the end reads memory, then the row.
        setTimeout(() => this.live.delete(state.id), 5_000).unref();
      });
    this.live.set(state.id, { state, done, followers });
    return view(state);
  }

  /**
   * Calls `onChange` with the job at each step of a job this process runs (from memory: no database read, so it
   * keeps going while PGlite's one connection is held by the import), the last time when it is finished.
   * Returns a function that stops following; null when the job does not run here.
   */
  follow(id: string, onChange: (job: CsvImportJob) => void): (() => void) | null {
    const running = this.live.get(id);
    if (!running) return null;
    running.followers.add(onChange);
    onChange(view(running.state));
    return () => running.followers.delete(onChange);
  }

  /** The job as this process knows it, or as its row says (another process runs it); null when unknown. */
  async get(id: string): Promise<CsvImportJob | null> {
    const running = this.live.get(id);
    return running ? view(running.state) : jobFromDatabase(this.app.db, id);
  }
}

/** What a process that does not run the job answers: the row, or "stopped" for a row left unfinished. */
export async function jobFromDatabase(db: Db, id: string): Promise<CsvImportJob | null> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!row) return null;
  if (!row.finishedAt && Date.now() - row.updatedAt.getTime() > STALE_MS)
    return {
      ...view(row),
      phase: 'failed',
      status: 500,
      result: { success: false, message: STOPPED_MESSAGE },
    };
  return view(row);
}
