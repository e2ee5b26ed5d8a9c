/**
 * GET /api/admin/export/orders.csv?from=&to=&status= — one row per order, in the shop's days (both included).
 * GET /api/admin/export/products.csv — the catalogue in the bulk template's format (imports back unchanged).
 * Both stream (csv-stream.ts); behind the admin guard of ../routes.ts. docs/api/admin.md "Exports",
 * docs/decisions/101-dashboard-and-exports.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExportOrdersQuery, ORDER_EXPORT_HEADER } from '#domain/schemas/admin-export';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { sendCsv } from './csv-stream';
import { orderExportRows } from './orders-csv';
import { productExportRows } from './products-csv';

/** aurelia-orders-2026-11-01-to-2026-11-23-shipped.csv — what the file holds, in its name. */
function ordersFilename(q: ExportOrdersQuery): string {
  const parts = ['aurelia-orders'];
  if (q.from) parts.push(`from-${q.from}`);
  if (q.to) parts.push(`to-${q.to}`);
  if (q.status) parts.push(q.status.toLowerCase());
  return `${parts.join('-')}.csv`;
}

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  // CSV files streamed row by row: no response schema (nothing JSON to serialize).
  app.get(
    '/admin/export/orders.csv',
    { schema: { querystring: ExportOrdersQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        ordersFilename(request.query),
        ORDER_EXPORT_HEADER,
        orderExportRows(app.db, app.config.shopTimeZone, request.query),
      ),
  );

  app.get('/admin/export/products.csv', async (_request, reply) =>
    sendCsv(reply, 'aurelia-products.csv', CSV_HEADER, productExportRows(app.db)),
  );
};

export default exportRoutes;
