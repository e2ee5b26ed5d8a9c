import { describe, expect, it } from 'vitest';
import {
  discountedPaise,
  discountedPrice,
  formatINR,
  formatINRWhole,
  hasAtMostTwoDecimals,
  paiseToRupees,
  rupeesToPaise,
} from '#domain/money';

describe('money in whole paise', () => {
  it('converts rupees to paise without float drift', () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(125000)).toBe(12_500_000);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('knows amounts with more than two decimals', () => {
    expect(hasAtMostTwoDecimals(1499.5)).toBe(true);
    expect(hasAtMostTwoDecimals(1499.555)).toBe(false);
  });

  it('formats rupees with Indian digit grouping and two decimals', () => {
    expect(formatINR(125000)).toBe('₹1,25,000.00');
    expect(formatINR(999.5)).toBe('₹999.50');
  });
});

describe('the discounted price rule (docs/shop/storefront.md §5, docs/shop/admin.md §5)', () => {
  it('reduces by a percentage', () => {
    expect(discountedPaise(100_000, { type: 'percentage', value: 10 })).toBe(90_000);
    expect(discountedPrice(1999, { type: 'percentage', value: 15 })).toBe(1699.15);
  });
  it('subtracts a fixed amount in rupees', () => {
    expect(discountedPrice(5000, { type: 'fixed', value: 750 })).toBe(4250);
  });
  it('never goes below zero', () => {
    expect(discountedPrice(500, { type: 'fixed', value: 900 })).toBe(0);
    expect(discountedPrice(500, { type: 'percentage', value: 150 })).toBe(0);
  });
  it('ignores a missing type, a missing value or a value that is not positive', () => {
    expect(discountedPrice(500, { type: null, value: 10 })).toBe(500);
    expect(discountedPrice(500, { type: 'percentage', value: null })).toBe(500);
    expect(discountedPrice(500, { type: 'percentage', value: 0 })).toBe(500);
    expect(discountedPrice(500, { type: 'fixed', value: -20 })).toBe(500);
    expect(discountedPrice(500, undefined)).toBe(500);
  });
});

describe('formatINR matches Intl en-IN currency formatting', () => {
  const intl2 = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const intl0 = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  it('for whole, fractional, tiny, huge and negative amounts', () => {
    const amounts = [
      0, -0, 0.004, 0.005, 0.125, 1.005, 9.995, 12, 999.5, 1000, 99999.99, 125000, 1234567.891, 98765432.1,
      -1, -0.001, -1234567.5,
    ];
    for (let i = 0; i < 500; i++) amounts.push(Math.round(Math.random() * 1e9) / 100, Math.random() * 1e7);
    for (const a of amounts) {
      expect(formatINR(a), String(a)).toBe(intl2.format(a));
      expect(formatINRWhole(a), String(a)).toBe(intl0.format(a));
    }
  });
});
