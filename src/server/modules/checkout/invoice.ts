import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES } from '#domain/schemas/orders';
import { notFound } from '#server/errors';
import { RefParams } from '#domain/schemas/common';
import { renderInvoicePdf } from '#server/lib/invoices/render-pdf';
import { loadOrderInvoice } from './invoice-data';
import { isUuid } from '#domain/ids';

/**
 * GET /api/order/{id}/invoice — the order's GST tax invoice as a PDF download (docs/decisions/093), for the
 * order's owner and for admins. Anyone else, an unknown id and an order placed before invoices all get the same
 * 404, so the call tells nobody which orders exist; a guest gets 401 first.
 */
const invoiceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/invoice',
    // The reply is a PDF file sent as bytes: no response schema.
    { onRequest: app.authenticate, schema: { params: RefParams } },
    async (request, reply) => {
      const user = request.user!;
      const id = request.params.id;
      const invoice = isUuid(id) ? await loadOrderInvoice(app, app.db, id.toLowerCase()) : null;
      if (!invoice || (user.role !== 'admin' && invoice.userId !== user.id)) {
        throw notFound(ORDER_MESSAGES.invoiceNotFound);
      }
      const pdf = await renderInvoicePdf(invoice.model);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default invoiceRoute;
