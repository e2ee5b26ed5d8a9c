/**
 * A CSV import run as a job (docs/decisions/105): POST /api/product/bulk-add/jobs answers 202 at once, and
 * GET /api/product/bulk-add/jobs/:id shows it move (rows checked, then written, of the file's rows) to the same
 * answer POST /api/product/bulk-add gives — 201 with what was imported, or 400/409 with every problem row and
 * nothing imported. Another process reads the job's row; a row left unfinished by a stopped process says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BulkAddFailure, BulkAddReply, CSV_HEADER, CsvImportJob } from '#domain/schemas/admin-csv';
import { importJobs } from '#server/db/schema';
import { queryRows } from '#server/db/client';
import { STALE_MS, STOPPED_MESSAGE, jobFromDatabase } from '#server/modules/admin/bulk/import-jobs';
import { call, multipart, setupAdminTest, type AdminTestContext } from './helpers';

const JobReply = CsvImportJob;
const metals = [
  ['Yellow Gold', '18KT'],
  ['Rose Gold', '14KT'],
  ['White Gold', '22KT'],
  ['Platinum', 'PT950'],
] as const;

/** `products` pieces of four variants each (rows = 4 × products), SKUs starting with `prefix`. */
function generated(prefix: string, productCount: number): string {
  const lines = [CSV_HEADER.join(',')];
  for (let p = 0; p < productCount; p++)
    metals.forEach(([material, purity], m) => {
      const row: Record<string, string> = {
        handle: `${prefix}-piece-${p}`,
        ...(m === 0
          ? {
              title: `${prefix} Piece ${p}`,
              description: '"Generated, with a comma"',
              category: 'Rings',
              status: 'active',
            }
          : {}),
        material,
        purity,
        sku: `${prefix}-${p}-${m}`,
        price: String(10000 + p),
        stock: '3',
        weight_grams: '2.5',
      };
      lines.push(CSV_HEADER.map((c) => row[c] ?? '').join(','));
    });
  return `${lines.join('\n')}\n`;
}

describe('CSV import jobs', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest({ seed: true });
  });
  afterAll(async () => ctx?.t.close());

  const start = (text: string, name = 'stock.csv') =>
    call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/bulk-add/jobs',
      multipart({}, { productCsv: { data: Buffer.from(text), name, type: 'text/csv' } }),
    );
  const poll = async (id: string) => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/product/bulk-add/jobs/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return JobReply.parse(res.json().job);
  };
  /** Polls until the job is finished; returns every state seen. */
  async function untilFinished(id: string) {
    const seen: CsvImportJob[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await poll(id);
      seen.push(job);
      if (job.finishedAt) return seen;
      if (Date.now() > deadline) throw new Error(`job ${id} not finished: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const variantCount = async (prefix: string) =>
    (
      await queryRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from variants where sku like ${`${prefix}-%`}`,
      )
    )[0]!.n;

  it('answers 202 at once, shows the rows move through checking and writing, and ends with the import’s reply', async () => {
    const res = await start(generated('JOBA', 600), 'Spring stock.csv');
    expect(res.statusCode, res.body).toBe(202);
    const started = JobReply.parse(res.json().job);
    expect(res.headers.location).toBe(`/api/product/bulk-add/jobs/${started.id}`);
    expect(started).toMatchObject({
      phase: 'checking',
      rowsTotal: 2400,
      fileName: 'Spring stock.csv',
      status: null,
      finishedAt: null,
    });

    const seen = await untilFinished(started.id);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ phase: 'done', status: 201, rowsDone: 2400, rowsTotal: 2400 });
    const reply = BulkAddReply.parse(last.result);
    expect(reply.created).toEqual({ products: 600, variants: 2400 });
    expect(reply.message).toBe('Imported 600 products with 2400 variants.');
    expect(await variantCount('JOBA')).toBe(2400);
    // Never backwards: the phase goes checking → writing → done and the rows only grow within a phase.
    const order = ['checking', 'writing', 'done'];
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(order.indexOf(b.phase)).toBeGreaterThanOrEqual(order.indexOf(a.phase));
      if (a.phase === b.phase) expect(b.rowsDone).toBeGreaterThanOrEqual(a.rowsDone);
    }
    // On PostgreSQL the poll is answered while the import runs, part way through (on PGlite the poll's session
    // check waits for the import's transaction, which holds the one connection: the streamed reply shows it).
    if (ctx.t.handle.kind === 'postgres')
      expect(seen.some((j) => !j.finishedAt && j.rowsDone > 0 && j.rowsDone < 2400)).toBe(true);

    // Another process reads the finished job from its row.
    expect(await jobFromDatabase(ctx.app.db, started.id)).toMatchObject({
      phase: 'done',
      status: 201,
      rowsDone: 2400,
      result: { created: { products: 600, variants: 2400 } },
    });
  });

  it('streams the job as lines of JSON when asked (Accept: application/x-ndjson), ending with the result', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/bulk-add/jobs',
      headers: { ...ctx.admin.headers, accept: 'application/x-ndjson', 'accept-encoding': 'gzip, br' },
      payload: multipart(
        {},
        { productCsv: { data: Buffer.from(generated('JOBS', 600)), name: 'a.csv', type: 'text/csv' } },
      ),
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => CsvImportJob.parse(JSON.parse(l).job));
    expect(lines[0]).toMatchObject({ phase: 'checking', finishedAt: null });
    expect(res.headers.location).toBe(`/api/product/bulk-add/jobs/${lines[0]!.id}`);
    expect(new Set(lines.map((l) => l.id)).size).toBe(1);
    // Part way through: rows checked, then written.
    expect(lines.some((j) => !j.finishedAt && j.rowsDone > 0 && j.rowsDone < 2400)).toBe(true);
    expect(lines.some((j) => j.phase === 'writing')).toBe(true);
    const last = lines.at(-1)!;
    expect(last).toMatchObject({ phase: 'done', status: 201, rowsDone: 2400 });
    expect(BulkAddReply.parse(last.result).created).toEqual({ products: 600, variants: 2400 });
    expect(lines.filter((l) => l.finishedAt)).toHaveLength(1);
    expect(await poll(last.id)).toMatchObject({ phase: 'done', status: 201 });
  });

  it('reports every problem row as bulk-add does, and imports nothing', async () => {
    const text = generated('JOBB', 3)
      .replace('JOBB-1-2', 'JOBB-0-0') // a SKU repeated in the file
      .replace(/,Rings,/, ',No Such Category,');
    const res = await start(text);
    expect(res.statusCode).toBe(202);
    const last = (await untilFinished(res.json().job.id)).at(-1)!;
    const direct = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/bulk-add',
      multipart({}, { productCsv: { data: Buffer.from(text), name: 'x.csv', type: 'text/csv' } }),
    );
    expect(direct.statusCode).toBe(400);
    expect(last).toMatchObject({ phase: 'failed', status: 400 });
    expect(last.result).toEqual(direct.json());
    const failure = BulkAddFailure.parse(last.result);
    expect(failure.message).toMatch(/^Nothing was imported: 2 rows have problems\. Line 2: category/);
    expect(failure.rows!.map((r) => [r.line, r.column])).toEqual([
      [2, 'category'],
      [8, 'sku'],
    ]);
    expect(await variantCount('JOBB')).toBe(0);
  });

  it('answers 409 in the job when every problem is a SKU the shop already has', async () => {
    const res = await start(generated('JOBA', 2));
    const last = (await untilFinished(res.json().job.id)).at(-1)!;
    expect(last).toMatchObject({ phase: 'failed', status: 409, rowsDone: 8 });
    expect(BulkAddFailure.parse(last.result).rows).toHaveLength(8);
  });

  it('refuses a missing or unreadable file at once, without a job', async () => {
    const before = (await ctx.app.db.select().from(importJobs)).length;
    const none = await call(ctx.app, ctx.admin, 'POST', '/api/product/bulk-add/jobs', multipart({}));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a CSV file.');
    const broken = await start('handle,title\n"unclosed,quote\n');
    expect(broken.statusCode).toBe(400);
    expect((await ctx.app.db.select().from(importJobs)).length).toBe(before);
  });

  it('404s an unknown job and keeps jobs to admins', async () => {
    const missing = await call(
      ctx.app,
      ctx.admin,
      'GET',
      '/api/product/bulk-add/jobs/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Import not found.');
    const [job] = await ctx.app.db.select({ id: importJobs.id }).from(importJobs).limit(1);
    expect(
      (await call(ctx.app, ctx.shopper, 'GET', `/api/product/bulk-add/jobs/${job!.id}`)).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, null, 'GET', `/api/product/bulk-add/jobs/${job!.id}`)).statusCode).toBe(401);
  });

  it('says an import stopped when its process stopped part way (its row left unfinished)', async () => {
    const [row] = await ctx.app.db
      .insert(importJobs)
      .values({
        kind: 'products-csv',
        phase: 'writing',
        rowsTotal: 100,
        rowsDone: 40,
        updatedAt: new Date(Date.now() - STALE_MS - 1000),
      })
      .returning({ id: importJobs.id });
    const job = await poll(row!.id);
    expect(job).toMatchObject({ phase: 'failed', status: 500, rowsDone: 40 });
    expect(job.result).toEqual({ success: false, message: STOPPED_MESSAGE });
  });
});
