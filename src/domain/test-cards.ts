/**
 * The built-in test payment provider's card rule (docs/shop/conventions.md §5 "Payment and orders"). The hosted
 * sandbox page checks what the shopper typed with `checkTestCard` before sending it, and the server checks the
 * same thing again and decides the outcome — the page never decides that a payment succeeded.
 *
 * Like Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, any future expiry and any
 * 3-digit security code (4 digits for a 15-digit card) are accepted. Other numbers are refused as "not a test card".
 */

export const TEST_CARDS = {
  /** Pays. */
  success: '4242424242424242',
  /** Declined by the "bank". */
  declined: '4000000000000002',
} as const;

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  notATestCard:
    'This is a test payment page: use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
} as const;

export type TestCardOutcome = 'paid' | 'declined';

export interface TestCardInput {
  cardNumber: string;
  /** MM/YY (or MM/YYYY); spaces are ignored. */
  expiry: string;
  cvc: string;
}

export type TestCardCheck =
  | { ok: true; outcome: TestCardOutcome }
  | { ok: false; field: 'cardNumber' | 'expiry' | 'cvc'; message: string };

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** "4242424242424242" → "4242 4242 4242 4242", for the card field as the shopper types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function checkExpiry(expiry: string, now: Date): TestCardCheck | null {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!m) {
    return {
      ok: false,
      field: 'expiry',
      message: expiry.trim() ? CARD_MESSAGES.expiryInvalid : CARD_MESSAGES.expiryIncomplete,
    };
  }
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryInvalid };
  // A card is valid until the end of its expiry month.
  const currentMonths = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < currentMonths) {
    return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryPast };
  }
  if (year > now.getFullYear() + 30)
    return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryInvalid };
  return null;
}

/** Decides what the test provider does with a card: pay, decline, or refuse the input. */
export function checkTestCard(input: TestCardInput, now: Date = new Date()): TestCardCheck {
  const digits = cardDigits(input.cardNumber ?? '');
  if (!/^\d*$/.test(digits)) return { ok: false, field: 'cardNumber', message: CARD_MESSAGES.numberInvalid };
  if (digits.length < 15) return { ok: false, field: 'cardNumber', message: CARD_MESSAGES.numberIncomplete };
  if (digits.length > 19 || !luhnValid(digits)) {
    return { ok: false, field: 'cardNumber', message: CARD_MESSAGES.numberInvalid };
  }
  const expiryProblem = checkExpiry(input.expiry ?? '', now);
  if (expiryProblem) return expiryProblem;
  const cvcLength = digits.length === 15 ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test((input.cvc ?? '').trim())) {
    return { ok: false, field: 'cvc', message: CARD_MESSAGES.cvcIncomplete };
  }
  if (digits === TEST_CARDS.success) return { ok: true, outcome: 'paid' };
  if (digits === TEST_CARDS.declined) return { ok: true, outcome: 'declined' };
  return { ok: false, field: 'cardNumber', message: CARD_MESSAGES.notATestCard };
}
