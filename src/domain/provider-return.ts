/**
 * The query parameters Razorpay adds when it sends the shopper back from a Payment Link to /payment-success
 * (docs/decisions/094-razorpay.md). The success page forwards them, unchanged, to POST /api/order/createOrder,
 * where the server checks their signature; the page never decides anything from them. No zod here: the page
 * imports this (docs/decisions/112 "zod off the first load").
 */
export const RAZORPAY_RETURN_PARAMS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;
export type RazorpayReturnParam = (typeof RAZORPAY_RETURN_PARAMS)[number];
export type RazorpayReturn = Partial<Record<RazorpayReturnParam, string>>;

/** The ones present in a return URL's query. */
export function razorpayReturnOf(query: URLSearchParams): RazorpayReturn {
  const found: RazorpayReturn = {};
  for (const name of RAZORPAY_RETURN_PARAMS) {
    const value = query.get(name);
    if (value !== null) found[name] = value;
  }
  return found;
}

/**
 * The payment session a return names: Stripe and the test provider put it in `session_id`; Razorpay cannot (the
 * link's id is made after its callback URL is given), so its return names the link instead.
 */
export function returnSessionId(query: URLSearchParams): string {
  return (query.get('session_id') ?? query.get('razorpay_payment_link_id') ?? '').trim();
}

export const RETURN_MESSAGES = {
  badSignature:
    'This payment confirmation could not be verified with the payment provider. Please open your orders, or contact us if you were charged.',
} as const;
