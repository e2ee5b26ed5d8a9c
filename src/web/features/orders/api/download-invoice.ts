/**
 * GET /api/order/{id}/invoice — the order's GST tax invoice (PDF), fetched with the caller's session (the
 * shopper's own order, or any order for an admin) and saved under the server's file name (docs/decisions/093).
 */
import { invoiceFileName } from '#domain/invoice-number';
import { ORDER_MESSAGES } from '#domain/order-constants';
import { apiFile } from '#web/lib/api-client';
import { saveFile } from '#web/lib/save-file';

export async function downloadInvoice(orderId: string, invoiceNumber: string): Promise<void> {
  const { blob, filename } = await apiFile(`/api/order/${encodeURIComponent(orderId)}/invoice`, {
    fallbackMessage: ORDER_MESSAGES.invoiceFailed,
  });
  saveFile(blob, filename ?? invoiceFileName(invoiceNumber));
}
