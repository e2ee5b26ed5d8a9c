/**
 * Checkout and payment constants, messages and paths, without zod (docs/decisions/112 "zod off the first load");
 * the schemas are in schemas/payments.ts.
 */
import { GUEST_KEY_PARAM } from './guest-key-param';

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty. Please add items before checking out.',
  paymentMethod: 'Card is the only payment method.',
  unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
  overStock: (name: string, n: number) =>
    `Only ${n} of ${name} ${n === 1 ? 'is' : 'are'} available. Please update your cart.`,
  sizeUnavailable: (name: string) =>
    `The size chosen for ${name} is no longer available. Please update your cart.`,
  reserved: (name: string, n: number) =>
    n < 1
      ? `${name} is being checked out by other shoppers right now. Please try again in a few minutes.`
      : `Only ${n} of ${name} ${n === 1 ? 'is' : 'are'} available right now; other shoppers are checking out the rest. Please update your cart or try again in a few minutes.`,
  zeroTotal: 'This order has nothing to pay. Please contact us to complete it.',
  tooManyPieces: (n: number) =>
    `One checkout can hold at most ${n} pieces. For a larger order, please contact us and we will arrange it.`,
  tooLarge:
    'Orders above ₹9,99,999.99 cannot be paid online in one go. Please contact us to complete this order.',
  providerUnavailable: 'The payment provider is not answering. Please try again in a moment.',
  providerFailed: 'The payment provider could not start the payment. Please try again.',
  sessionNotFound: 'Payment session not found.',
  sessionClosed: 'This payment session is already closed.',
  replaced: 'You opened a newer checkout in another window. Please continue there.',
  sessionExpired: 'This payment session has expired. Please check out again.',
  sandboxOnly: 'This payment page belongs to the test payment provider.',
  paid: 'Payment received.',
  cancelled: 'Payment cancelled.',
  // Guest checkout (docs/api/guest-checkout.md, docs/decisions/108).
  guestEmailRequired: 'Please enter your e-mail address to check out as a guest.',
  guestEmailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  guestLines:
    'Your bag could not be read. Each piece needs its variant and a quantity of at least 1; please refresh the page and try again.',
} as const;

// The guest key's parameter has a module of its own, which the router's start-up code imports without the
// checkout's messages (docs/decisions/117).
export { GUEST_KEY_PARAM };

export const CHECKOUT_LIMITS = {
  /** Card payments carry at most eight digits of paise (Stripe's limit for INR): ₹9,99,999.99. */
  maxAmountPaise: 99_999_999,
  /**
   * A checkout holds its pieces for other shoppers' checkouts this long (docs/decisions/032). Longer than the
   * hosted page lives, so a payment can never complete after its hold has lapsed.
   */
  holdMinutes: 35,
  /** The hosted page (Stripe's expires_at; the sandbox likewise) closes after this long — Stripe's minimum is 30. */
  paymentPageMinutes: 31,
  /**
   * Pieces one checkout — and so one shopper, who has one open checkout at a time — can hold for others' checkouts
   * (docs/decisions/087): a jeweller's order is a few pieces; more is arranged with the shop.
   */
  maxPiecesPerCheckout: 20,
} as const;

export const PAYMENT_SESSION_STATUSES = ['open', 'paid', 'declined', 'cancelled', 'expired'] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

export const SANDBOX_OUTCOMES = ['paid', 'cancelled', 'declined'] as const;

/** With `guestKey` for a guest's checkout (docs/decisions/108). */
export function paymentSuccessPath(sessionId: string, guestKey?: string | null): string {
  const key = guestKey ? `&${GUEST_KEY_PARAM}=${encodeURIComponent(guestKey)}` : '';
  return `/payment-success?session_id=${encodeURIComponent(sessionId)}${key}`;
}

export const PAYMENT_CANCEL_PATH = '/payment-cancel';
