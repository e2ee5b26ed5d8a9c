/**
 * Orders' messages and order-number text, without zod (docs/decisions/112 "zod off the first load"); the schemas
 * are in schemas/orders.ts.
 */

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

/**
 * Track Order with the order's number and e-mail filled in: `/track-order?number=100042&email=…` — the link of
 * the confirmation mail and the thank-you page (docs/decisions/108). The page looks the order up at once.
 */
export function trackOrderPath(orderNumber: number, email: string): string {
  return `/track-order?number=${orderNumber}&email=${encodeURIComponent(email)}`;
}

/** Guest orders joining an account (POST /api/auth/join-orders/{token}; docs/decisions/108). */
export const JOIN_ORDERS_MESSAGES = {
  joined: (n: number) =>
    n === 0
      ? 'Your e-mail address is confirmed. There were no guest orders left to add.'
      : `Your e-mail address is confirmed and ${n === 1 ? 'your order is' : `${n} orders are`} now in your account.`,
  invalid: 'This link is not valid or has expired. Sign in and place your next order from your account.',
} as const;

/** Days the join link of the sign-up mail works. */
export const JOIN_ORDERS_LINK_DAYS = 7;
