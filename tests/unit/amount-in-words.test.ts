/** Amounts in words with Indian numbering (src/domain/amount-in-words.ts), as tax invoices print them. */
import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeNumberInWords } from '#domain/amount-in-words';

describe('wholeNumberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [25, 'Twenty-Five'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [342, 'Three Hundred Forty-Two'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [10_000, 'Ten Thousand'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [1_25_000, 'One Lakh Twenty-Five Thousand'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_000, 'One Crore'],
    [1_00_00_001, 'One Crore One'],
    [2_05_00_300, 'Two Crore Five Lakh Three Hundred'],
    [99_99_99_999, 'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [
      1_23_45_67_890,
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    ],
    [10_00_00_00_00_000, 'One Lakh Crore'],
  ])('%i → %s', (n, words) => {
    expect(wholeNumberInWords(n)).toBe(words);
  });

  it('refuses what is not a whole number ≥ 0', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => wholeNumberInWords(n)).toThrow(RangeError);
    }
  });
});

describe('rupeesInWords', () => {
  it.each([
    [12_500_000, 'Rupees One Lakh Twenty-Five Thousand Only'],
    [12_500_050, 'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [0, 'Rupees Zero Only'],
    [99_999_999, 'Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_50_00_000_00, 'Rupees One Crore Fifty Lakh Only'],
    [20_779_870, 'Rupees Two Lakh Seven Thousand Seven Hundred Ninety-Eight and Seventy Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
  });
});
