/**
 * POST /api/product/bulk-add (multipart `productCsv`) — the whole file is imported in one transaction or not
 * at all; the screen sends it as a job (POST /api/product/bulk-add/jobs) to show the import's progress. A refusal
 * carries every problem row (`rows`: line, row, column, handle, sku, message); docs/shop/admin.md §8: 'Upload
 * failed.' when the server gives no reason.
 */
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '#web/lib/api-client';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { BulkAddFailure, BulkAddReply, CsvImportJob, type CsvRowProblem } from '#domain/schemas/admin-csv';
import { invalidateCatalog } from './keys';

export const BULK_UPLOAD_FAILED = 'Upload failed.';

export type RowProblem = CsvRowProblem;

const BulkFailure = BulkAddFailure.extend({ moreProblems: z.number().int().optional() });

/** A refused file: the server's summary and its problem rows, for the report table. */
export class BulkUploadError extends Error {
  constructor(
    message: string,
    public readonly rows: RowProblem[],
    public readonly moreProblems: number,
  ) {
    super(message);
    this.name = 'BulkUploadError';
  }
}

const JobLine = z.object({ job: CsvImportJob });
/** How often the screen asks for the job when the streamed reply broke off. */
const POLL_MS = 500;

/** A finished job's answer: what bulk-add would have replied. */
function outcome(job: CsvImportJob): BulkAddReply {
  if (job.status === 201) {
    const reply = BulkAddReply.safeParse(job.result);
    if (reply.success) return reply.data;
  }
  const failure = BulkFailure.safeParse(job.result);
  if (failure.success)
    throw new BulkUploadError(failure.data.message, failure.data.rows ?? [], failure.data.moreProblems ?? 0);
  throw new BulkUploadError(BULK_UPLOAD_FAILED, [], 0);
}

/**
 * The file imported as a job (POST /api/product/bulk-add/jobs, docs/decisions/105): `onProgress` hears each step
 * from the streamed reply (rows checked, then saved, of the file's rows); should the stream break off, the job is
 * polled until it is finished. Resolves or fails as `bulkAdd` does.
 */
export async function bulkAddWithProgress(
  file: File | null,
  onProgress: (job: CsvImportJob) => void,
): Promise<BulkAddReply> {
  if (!file) throw new BulkUploadError(ADMIN_MESSAGES.csvRequired, [], 0);
  const form = new FormData();
  form.append('productCsv', file);
  const headers: Record<string, string> = { accept: 'application/x-ndjson' };
  let response: Response;
  try {
    response = await fetch('/api/product/bulk-add/jobs', {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new BulkUploadError(BULK_UPLOAD_FAILED, [], 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const failure = BulkFailure.safeParse(body);
    if (failure.success)
      throw new BulkUploadError(
        failure.data.message,
        failure.data.rows ?? [],
        failure.data.moreProblems ?? 0,
      );
    throw new BulkUploadError(BULK_UPLOAD_FAILED, [], 0);
  }

  let job: CsvImportJob | null = null;
  try {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        if (!line) continue;
        job = JobLine.parse(JSON.parse(line)).job;
        onProgress(job);
        // A task of its own per step, so the step drawn is seen (and heard) before the next line replaces it.
        if (!job.finishedAt) await nextTask();
      }
    }
  } catch {
    // The stream broke off (a proxy, the network): the job goes on on the server; ask for it below.
  }
  if (!job) throw new BulkUploadError(BULK_UPLOAD_FAILED, [], 0);

  let misses = 0;
  while (!job.finishedAt) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    try {
      job = (await api(`/api/product/bulk-add/jobs/${job.id}`, { schema: JobLine })).job;
      misses = 0;
      onProgress(job);
    } catch (err) {
      // A refusal ends it; a few failed polls in a row (the shop unreachable) too.
      if ((err instanceof ApiError && err.status >= 400 && err.status < 500) || ++misses >= 20)
        throw new BulkUploadError(
          err instanceof ApiError && err.status > 0 ? err.message : BULK_UPLOAD_FAILED,
          [],
          0,
        );
    }
  }
  return outcome(job);
}

/**
 * Resolves in a new task of the event loop (a message, which a background tab does not throttle as it does
 * timers): what was drawn in this one is settled, and its observers have run, first.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The bulk upload, with the running import's progress (`onProgress`) while it runs. Each step the server sends is
 * drawn (flushSync) in a task of its own before the next is read: lines that arrive in one network read — a quick
 * check of a small file, a proxy that buffers — would otherwise be batched into one render, and the bar would skip
 * "Checking rows" for the admin and for a screen reader alike.
 */
export function useBulkAdd(onProgress: (job: CsvImportJob) => void = () => {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => bulkAddWithProgress(file, (job) => flushSync(() => onProgress(job))),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
