/**
 * POST /api/product/bulk-add — multipart `productCsv`, answered when the import is over: 201 with what was
 * imported, or 400/409 with every problem row (nothing is imported then). docs/decisions/040-csv-bulk-import.md.
 *
 * POST /api/product/bulk-add/jobs — the same file, the same import, run as a job: 202 at once with the job, whose
 * progress (rows checked, then written, of the file's rows) and final answer GET /api/product/bulk-add/jobs/:id
 * gives from any process (docs/decisions/105). With `Accept: application/x-ndjson` the 202 reply itself streams
 * the job, one JSON line per step, until it is finished (the admin's screen; it polls only if the stream
 * breaks). A file that cannot be read at all
 * (none, too large, not CSV, too many rows) is refused straight away, as by bulk-add.
 */
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_MAX_BYTES, type CsvImportJob } from '#domain/schemas/admin-csv';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { badRequest, notFound } from '#server/errors';
import { readAdminForm } from '../shared/form';
import { readCsv, type CsvContent } from './csv-reader';
import { importCsv } from './csv-import';
import { ImportJobs } from './import-jobs';
import { uuid } from '#domain/schemas/common';

const CSV_FIELDS = new Set(['productCsv', 'csv', 'file']);

/** The uploaded CSV, read into rows (or the refusal: no file, too large, unreadable, too many rows). */
async function readUploadedCsv(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CsvContent & { fileName: string | null }> {
  const form = await readAdminForm(app, request, {
    fileRule: (f) =>
      CSV_FIELDS.has(f)
        ? { kind: 'raw', maxBytes: CSV_MAX_BYTES, tooLarge: 'The CSV file can be at most 16 MB.' }
        : null,
    maxFiles: 3,
    maxFileBytes: CSV_MAX_BYTES,
  });
  const field = [...CSV_FIELDS].find((f) => form.raw.get(f));
  if (!field) throw badRequest(M.csvRequired, [{ path: 'productCsv', message: M.csvRequired }]);
  return { ...readCsv(form.raw.get(field)!), fileName: form.rawNames.get(field)?.slice(0, 200) || null };
}

/** At most this often a streamed job sends a progress line (its last line, the finished job, goes at once). */
const STREAM_EVERY_MS = 150;

/**
 * The job as lines of JSON (`{"success":true,"job":{…}}`), one per step at most every STREAM_EVERY_MS, ending with
 * the finished job: the uploading request itself shows the progress, with no second request (which, on PGlite,
 * would wait for the import's transaction to read the caller's session).
 */
function followStream(jobs: ImportJobs, started: CsvImportJob, raw: ServerResponse): PassThrough {
  const stream = new PassThrough();
  const line = (job: CsvImportJob) => stream.write(`${JSON.stringify({ success: true, job })}\n`);
  let lastSent = 0;
  let timer: NodeJS.Timeout | undefined;
  let latest = started;
  let ended = false;
  let stop: (() => void) | null = null;
  const end = () => {
    ended = true;
    clearTimeout(timer);
    stop?.();
    stream.end();
  };
  const sendLatest = () => {
    timer = undefined;
    lastSent = Date.now();
    line(latest);
  };
  stop = jobs.follow(started.id, (job) => {
    if (ended) return;
    latest = job;
    if (job.finishedAt) {
      line(job);
      end();
    } else if (Date.now() - lastSent >= STREAM_EVERY_MS) sendLatest();
    else timer ??= setTimeout(sendLatest, STREAM_EVERY_MS - (Date.now() - lastSent));
  });
  if (ended) stop?.();
  else if (!stop) {
    line(latest);
    end();
  }
  // The admin went away: the import goes on (its job can still be polled); only the lines stop.
  raw.on('close', () => {
    if (!ended) end();
  });
  return stream;
}

const bulkAddRoute: FastifyPluginAsyncZod = async (app) => {
  const jobs = new ImportJobs(app);

  // No response schemas here yet: the upload (a CSV file, read by readUploadedCsv) answers importCsv's report
  // whatever its outcome, and the job call streams NDJSON progress lines when asked to (docs/decisions/119).
  app.post('/product/bulk-add', async (request, reply) => {
    const content = await readUploadedCsv(app, request);
    const body = await importCsv(app, content);
    reply.status(201);
    return body;
  });

  // Not compressed: a compressing stream would hold the progress lines back until it had enough bytes.
  app.post('/product/bulk-add/jobs', { compress: false }, async (request, reply) => {
    const content = await readUploadedCsv(app, request);
    const job = await jobs.start(
      {
        kind: 'products-csv',
        createdBy: request.user?.id ?? null,
        fileName: content.fileName,
        rowsTotal: content.rows.length,
        okStatus: 201,
      },
      (report) => importCsv(app, content, report),
    );
    reply.status(202).header('location', `/api/product/bulk-add/jobs/${job.id}`);
    if (!/application\/x-ndjson/i.test(request.headers.accept ?? '')) return { success: true as const, job };
    return reply
      .type('application/x-ndjson; charset=utf-8')
      .header('x-accel-buffering', 'no') // nginx passes each line on at once
      .send(followStream(jobs, job, reply.raw));
  });

  app.get(
    '/product/bulk-add/jobs/:id',
    { schema: { params: z.object({ id: uuid('Import not found.') }) } },
    async (request) => {
      const job = await jobs.get(request.params.id);
      if (!job) throw notFound('Import not found.');
      return { success: true as const, job };
    },
  );
};

export default bulkAddRoute;
