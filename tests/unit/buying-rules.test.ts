import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkTestCard, formatCardNumber, luhnValid } from '#domain/test-cards';
import { normalizeIndianMobile, normalizePinCode } from '#domain/shipping';
import { onlyAvailableInCart, onlyAvailableToAdd } from '#domain/stock-messages';
import { formatOrderNumber, parseOrderNumber } from '#domain/schemas/orders';

const now = new Date('2026-05-15T10:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') =>
  checkTestCard({ cardNumber, expiry, cvc }, now);

describe('the test provider card rule (shared by the sandbox page and the server)', () => {
  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002, spaces or not', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, outcome: 'paid' });
    expect(card('4242424242424242')).toEqual({ ok: true, outcome: 'paid' });
    expect(card('4000-0000-0000-0002')).toEqual({ ok: true, outcome: 'declined' });
  });

  it('refuses incomplete, invalid and non-test numbers', () => {
    expect(card('4242 4242')).toMatchObject({
      ok: false,
      field: 'cardNumber',
      message: CARD_MESSAGES.numberIncomplete,
    });
    expect(card('4242 4242 4242 4243')).toMatchObject({ message: CARD_MESSAGES.numberInvalid });
    expect(card('4242 abcd 4242 4242')).toMatchObject({ message: CARD_MESSAGES.numberInvalid });
    expect(card('5555 5555 5555 4444')).toMatchObject({ message: CARD_MESSAGES.notATestCard });
  });

  it('checks the expiry month and the security code', () => {
    expect(card('4242424242424242', '05/26')).toEqual({ ok: true, outcome: 'paid' }); // valid to the month's end
    expect(card('4242424242424242', '04/26')).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expiryPast,
    });
    expect(card('4242424242424242', '13/30')).toMatchObject({ message: CARD_MESSAGES.expiryInvalid });
    expect(card('4242424242424242', '')).toMatchObject({ message: CARD_MESSAGES.expiryIncomplete });
    expect(card('4242424242424242', '12/2030')).toEqual({ ok: true, outcome: 'paid' });
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ field: 'cvc' });
  });

  it('formats as the shopper types and knows the Luhn checksum', () => {
    expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000000001')).toBe(false);
  });
});

describe('Indian shipping details', () => {
  it('reads PIN codes', () => {
    expect(normalizePinCode('400 001')).toBe('400001');
    expect(normalizePinCode('040001')).toBeNull();
    expect(normalizePinCode('40001')).toBeNull();
  });

  it('reads mobile numbers with or without +91 or 0', () => {
    for (const v of ['9876543210', '+91 98765 43210', '+919876543210', '919876543210', '098765-43210']) {
      expect(normalizeIndianMobile(v), v).toBe('9876543210');
    }
    for (const v of ['12345', '5876543210', '+1 415 555 0100', '022 4890 1234']) {
      expect(normalizeIndianMobile(v), v).toBeNull();
    }
  });
});

describe('messages and order numbers', () => {
  it('uses the spec wording, grammatical for one piece', () => {
    expect(onlyAvailableInCart(3)).toBe('Only 3 items are available in stock.');
    expect(onlyAvailableInCart(1)).toBe('Only 1 item is available in stock.');
    expect(onlyAvailableToAdd(4)).toBe('Only 4 items available in stock.');
  });

  it('shows and reads order numbers', () => {
    expect(formatOrderNumber(100042)).toBe('#100042');
    expect(parseOrderNumber(' #100042 ')).toBe(100042);
    expect(parseOrderNumber('100042')).toBe(100042);
    expect(parseOrderNumber('AUR-1')).toBeNull();
  });
});
