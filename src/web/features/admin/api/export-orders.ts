/**
 * GET /api/admin/export/orders.csv?from=&to=&status= — the orders as CSV, downloaded with the admin's token and
 * saved under the server's file name (docs/api/admin.md "Exports").
 */
import { useMutation } from '@tanstack/react-query';
import { apiFile, errorMessage } from '#web/lib/api-client';
import { saveFile } from '#web/lib/save-file';
import { ExportOrdersQuery } from '#domain/schemas/admin-export';
import { notify } from '../lib/notify';
import { queryString } from './keys';

export const ORDERS_EXPORT_FAILED = 'Could not export the orders.';

export async function exportOrders(filters: ExportOrdersQuery): Promise<void> {
  const query = ExportOrdersQuery.parse(filters);
  const { blob, filename } = await apiFile(`/api/admin/export/orders.csv${queryString(query)}`, {
    fallbackMessage: ORDERS_EXPORT_FAILED,
  });
  saveFile(blob, filename ?? 'aurelia-orders.csv');
}

export function useExportOrders() {
  return useMutation({
    mutationFn: exportOrders,
    onError: (err) => notify.error(errorMessage(err, ORDERS_EXPORT_FAILED)),
  });
}
