/** Orders' messages and order-number text, without zod (docs/decisions/064); the schemas are in schemas/orders.ts. */

export const ORDER_MESSAGES = {
  sessionRequired: 'Payment session is missing.',
  sessionNotFound: 'Payment session not found.',
  notPaid: 'Payment has not been completed for this session.',
  cancelled: 'This payment was cancelled.',
  declined: 'This payment was declined.',
  expired: 'This payment session has expired. Please check out again.',
  refunded:
    'This checkout had been closed (a newer checkout replaced it, or it expired), so the payment made on it has been refunded in full. Please check out again.',
  created: 'Order placed successfully!',
  alreadyCreated: 'Your order has already been placed.',
  trackRequired: 'Please enter your order number and e-mail.',
  trackEmail: 'Please enter a valid e-mail address.',
  trackNotFound: 'We could not find an order with that number and e-mail.',
  invoiceNotFound: 'Invoice not found.',
  invoiceFailed: 'Could not download the invoice. Please try again.',
} as const;

/** "#100042" — how an order number is shown on screens and in e-mails. */
export function formatOrderNumber(orderNumber: number): string {
  return `#${orderNumber}`;
}

/** Reads what a shopper types as an order number ("#100042", " 100042 ") — null when it is not one. */
export function parseOrderNumber(value: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}
