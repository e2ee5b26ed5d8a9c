/**
 * POST /api/product/bulk-add (multipart `productCsv`) — the whole file is imported in one transaction or not
 * at all. A refusal carries every problem row (`rows`: line, row, column, handle, sku, message); admin.md §8:
 * 'Upload failed.' when the server gives no reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import { ADMIN_MESSAGES } from '../../../../domain/schemas/admin-messages';
import { BulkAddFailure, BulkAddReply, type CsvRowProblem } from '../../../../domain/schemas/admin-csv';
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

export async function bulkAdd(file: File | null): Promise<BulkAddReply> {
  if (!file) throw new BulkUploadError(ADMIN_MESSAGES.csvRequired, [], 0);
  const form = new FormData();
  form.append('productCsv', file);
  try {
    return await api('/api/product/bulk-add', {
      method: 'POST',
      body: form,
      schema: BulkAddReply,
      fallbackMessage: BULK_UPLOAD_FAILED,
    });
  } catch (err) {
    if (err instanceof ApiError) {
      const body = BulkFailure.safeParse(err.body);
      if (body.success)
        throw new BulkUploadError(body.data.message, body.data.rows ?? [], body.data.moreProblems ?? 0);
      throw new BulkUploadError(err.status > 0 ? err.message : BULK_UPLOAD_FAILED, [], 0);
    }
    throw new BulkUploadError(BULK_UPLOAD_FAILED, [], 0);
  }
}

export function useBulkAdd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkAdd, onSuccess: () => invalidateCatalog(queryClient) });
}
