/**
 * GET /api/admin/export/orders.csv?from=&to=&status= — the orders as CSV, downloaded with the admin's token and
 * saved under the server's file name (docs/api/admin.md "Exports").
 */
import { ExportOrdersQuery } from '#domain/schemas/admin-export';
import { useFileDownload } from './calls';
import { queryString } from './keys';

export const ORDERS_EXPORT_FAILED = 'Could not export the orders.';

export function useExportOrders() {
  return useFileDownload(
    (filters: ExportOrdersQuery) =>
      `/api/admin/export/orders.csv${queryString(ExportOrdersQuery.parse(filters))}`,
    ORDERS_EXPORT_FAILED,
    'aurelia-orders.csv',
  );
}
