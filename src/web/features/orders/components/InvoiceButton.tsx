/**
 * "Download invoice": the order's GST tax invoice as a PDF. It is fetched (lib/api-client's apiFile, with the
 * session cookie — docs/decisions/113) and saved, rather than linked, so a refusal is said in a toast instead of
 * a page of JSON, and the button is ready again. Used by the shopper's order history and the admin's order view
 * (`className` gives each its look).
 */
import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { ORDER_MESSAGES } from '#domain/order-constants';
import { errorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { downloadInvoice } from '../api/download-invoice';

export function InvoiceButton({
  orderId,
  invoiceNumber,
  className,
  onError = (message) => toast.error(message, { id: `invoice-${orderId}` }),
}: {
  orderId: string;
  invoiceNumber: string;
  className: string;
  onError?: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-busy={busy || undefined}
      disabled={busy}
      data-testid="download-invoice"
      onClick={() => {
        setBusy(true);
        downloadInvoice(orderId, invoiceNumber)
          .catch((err: unknown) => onError(errorMessage(err, ORDER_MESSAGES.invoiceFailed)))
          .finally(() => setBusy(false));
      }}
    >
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Preparing…' : 'Download invoice'}
      <span className="sr-only"> {invoiceNumber} (PDF)</span>
    </button>
  );
}
