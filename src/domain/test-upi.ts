/**
 * The built-in test payment provider's UPI rule, beside its card rule (test-cards.ts): the sandbox page checks
 * what the shopper typed with `checkTestVpa` before sending it, and the server checks it again and decides.
 *
 * Razorpay's own test VPAs: success@razorpay pays, failure@razorpay is declined. Any other well-formed UPI ID is
 * refused as "not a test UPI ID" — no real account is ever asked for money here.
 */

export const TEST_VPAS = {
  /** Pays. */
  success: 'success@razorpay',
  /** Declined by the "bank". */
  failure: 'failure@razorpay',
} as const;

export const UPI_MESSAGES = {
  vpaRequired: 'Please enter your UPI ID.',
  vpaInvalid: 'Please enter a valid UPI ID, like name@bank.',
  notATestVpa:
    'This is a test payment page: use success@razorpay to pay or failure@razorpay to see a decline.',
  declined: 'Your UPI payment was declined.',
} as const;

/** Longest UPI ID accepted (NPCI allows 255 characters in all). */
export const VPA_MAX_LENGTH = 255;

/**
 * NPCI's shape of a virtual payment address: a handle of letters, digits, dots, hyphens or underscores, '@', and
 * the payment app's bank handle (letters first).
 */
const VPA_SHAPE = /^[a-z0-9._-]{2,200}@[a-z][a-z0-9]{1,63}$/;

export type TestVpaCheck =
  { ok: true; outcome: 'paid' | 'declined' } | { ok: false; field: 'vpa'; message: string };

/** UPI IDs are not case-sensitive: compared in lower case, spaces around them ignored. */
export const normalizeVpa = (vpa: string) => vpa.trim().toLowerCase();

/** Decides what the test provider does with a UPI ID: pay, decline, or refuse the input. */
export function checkTestVpa(input: string): TestVpaCheck {
  const vpa = normalizeVpa(input ?? '');
  if (!vpa) return { ok: false, field: 'vpa', message: UPI_MESSAGES.vpaRequired };
  if (vpa.length > VPA_MAX_LENGTH || !VPA_SHAPE.test(vpa)) {
    return { ok: false, field: 'vpa', message: UPI_MESSAGES.vpaInvalid };
  }
  if (vpa === TEST_VPAS.success) return { ok: true, outcome: 'paid' };
  if (vpa === TEST_VPAS.failure) return { ok: true, outcome: 'declined' };
  return { ok: false, field: 'vpa', message: UPI_MESSAGES.notATestVpa };
}
