/** What the sandbox page tells /payment-cancel through navigation state (why the shopper is there). */
export interface PaymentCancelState {
  reason?: 'declined' | 'cancelled';
  message?: string;
}
