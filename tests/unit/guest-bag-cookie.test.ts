/**
 * The guest bag's cookie copy (src/domain/guest-bag-cookie.ts, docs/decisions/112 "The guest bag's cookie copy"):
 * what the browser writes is a valid cookie value that reads back as the same lines, a bag too big for a cookie
 * is not written, and the reader finds its cookie among others and gives nothing for anything unreadable.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GUEST_BAG_COOKIE_MAX_VALUE,
  GUEST_BAG_TOO_BIG,
  decodeGuestBag,
  encodeGuestBag,
  guestBagCookieValue,
  guestBagTooBig,
} from '#domain/guest-bag-cookie';
import { guestBagLine } from '../helpers/guest-bag';

/** RFC 6265 cookie-octet: visible ASCII except `"`, `,`, `;` and `\`. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

const line = (name: string, quantity = 1) => guestBagLine(name, quantity);

describe('guest bag cookie', () => {
  it('round-trips any lines through a valid cookie value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 1, maxLength: 4 }),
        (names) => {
          const lines = names.map((n, i) => line(n, i + 1));
          const value = encodeGuestBag(lines);
          if (value === null) return; // too big once escaped: not written
          expect(value).toMatch(COOKIE_OCTETS);
          expect(decodeGuestBag(`a=1; aurelia_bag=${value}; b=2`)).toEqual(lines);
        },
      ),
    );
  });

  it('keeps JSON punctuation literal so a line costs little', () => {
    const value = encodeGuestBag([line('Ruby Solitaire')])!;
    expect(value).toContain('{%22productId%22:%222b7e1a52');
    expect(value.length).toBeLessThan(400);
  });

  it('writes nothing for an empty bag or one too big for a cookie', () => {
    expect(encodeGuestBag([])).toBeNull();
    const many = Array.from({ length: 12 }, (_, i) => line(`Piece ${i}`));
    expect(encodeGuestBag(many)).toBeNull();
    const fits = Array.from({ length: 6 }, (_, i) => line(`Piece ${i}`));
    expect(encodeGuestBag(fits)!.length).toBeLessThanOrEqual(GUEST_BAG_COOKIE_MAX_VALUE);
  });

  it('reads nothing from a missing, garbled or oversized cookie', () => {
    expect(decodeGuestBag(undefined)).toBeUndefined();
    expect(decodeGuestBag('')).toBeUndefined();
    expect(decodeGuestBag('other=1')).toBeUndefined();
    expect(decodeGuestBag('xaurelia_bag=[1]')).toBeUndefined();
    expect(decodeGuestBag('aurelia_bag=')).toBeUndefined();
    expect(decodeGuestBag('aurelia_bag=%E0%A4%A')).toBeUndefined();
    expect(decodeGuestBag('aurelia_bag={not json')).toBeUndefined();
    expect(decodeGuestBag(`aurelia_bag=${'1'.repeat(GUEST_BAG_COOKIE_MAX_VALUE + 1)}`)).toBeUndefined();
    expect(decodeGuestBag(`a=${'x'.repeat(20_000)}; aurelia_bag=[1]`)).toBeUndefined();
    expect(decodeGuestBag('aurelia_bag=[1]')).toEqual([1]);
  });

  it('a bag too big to copy says only that it is not empty; an empty bag writes no cookie (decision 122)', () => {
    expect(guestBagCookieValue([])).toBeNull();
    const small = [line('Small Stud')];
    expect(guestBagCookieValue(small)).toBe(encodeGuestBag(small));
    const big = Array.from({ length: 40 }, (_, i) => line(`Heirloom Choker ${i}`));
    expect(encodeGuestBag(big)).toBeNull();
    expect(guestBagCookieValue(big)).toBe(GUEST_BAG_TOO_BIG);
    expect(guestBagTooBig(`a=1; aurelia_bag=${GUEST_BAG_TOO_BIG}; b=2`)).toBe(true);
    expect(guestBagTooBig(`aurelia_bag=${encodeGuestBag(small)}`)).toBe(false);
    expect(guestBagTooBig(undefined)).toBe(false);
    // The marker is not a bag: it reads as nothing.
    expect(decodeGuestBag(`aurelia_bag=${GUEST_BAG_TOO_BIG}`)).toBeUndefined();
  });
});
