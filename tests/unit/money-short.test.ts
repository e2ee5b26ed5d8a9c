/**
 * The shop's one short money style (src/domain/money-short.ts, docs/decisions/101): K / L / Cr with at most three
 * significant digits, and one unit per axis chosen by its largest tick — the old chart wrote "₹60K" beside "₹1.2L".
 */
import { describe, expect, it } from 'vitest';
import { formatINRShort, moneyAxis, shortUnitFor } from '#domain/money-short';

describe('formatINRShort: a lone amount in its own unit', () => {
  it.each([
    [0, '₹0'],
    [850, '₹850'],
    [850.5, '₹851'],
    [12.5, '₹12.5'],
    [1_000, '₹1K'],
    [1_250, '₹1.25K'],
    [60_000, '₹60K'],
    [60_550, '₹60.6K'],
    [99_940, '₹99.9K'],
    [1_00_000, '₹1L'],
    [1_24_350, '₹1.24L'],
    [12_40_000, '₹12.4L'],
    [99_50_000, '₹99.5L'],
    [1_00_00_000, '₹1Cr'],
    [2_50_00_000, '₹2.5Cr'],
    [1_250_00_00_000, '₹1,250Cr'],
    [-3_500, '-₹3.5K'],
    [-0.001, '₹0'],
  ])('%d → %s', (rupees, text) => {
    expect(formatINRShort(rupees)).toBe(text);
  });

  it('moves up a unit when rounding reaches it (never ₹100K or ₹100L)', () => {
    expect(formatINRShort(99_999)).toBe('₹1L');
    expect(formatINRShort(999.7)).toBe('₹1K');
    expect(formatINRShort(99_99_999)).toBe('₹1Cr');
  });

  it('rounds half away from zero on the decimal form', () => {
    expect(formatINRShort(1_005)).toBe('₹1.01K');
    expect(formatINRShort(1_004)).toBe('₹1K');
  });

  it('writes every amount in a given unit', () => {
    const lakh = shortUnitFor(1_50_000);
    expect(lakh.suffix).toBe('L');
    expect(formatINRShort(60_000, lakh)).toBe('₹0.6L');
    expect(formatINRShort(25_000, lakh)).toBe('₹0.25L');
    expect(formatINRShort(1_20_000, lakh)).toBe('₹1.2L');
    expect(formatINRShort(0, lakh)).toBe('₹0');
  });
});

describe('moneyAxis: one unit per axis, chosen by its largest tick', () => {
  const suffixes = (texts: string[]) =>
    new Set(texts.filter((t) => t !== '₹0').map((t) => t.replace(/[^A-Za-z]/g, '')));

  it('an axis up to ₹1.2L is all in lakh — no "₹60K" beside "₹1.2L"', () => {
    const axis = moneyAxis([12_000, 60_000, 1_20_000]);
    const texts = axis.ticks.map(axis.format);
    expect(axis.unit.suffix).toBe('L');
    expect(texts).toEqual(['₹0', '₹0.5L', '₹1L', '₹1.5L']);
    expect(suffixes(texts)).toEqual(new Set(['L']));
  });

  it('an axis below ₹1L is all in thousands', () => {
    const axis = moneyAxis([5_000, 60_000]);
    expect(axis.ticks.map(axis.format)).toEqual(['₹0', '₹20K', '₹40K', '₹60K']);
    expect(axis.domain).toEqual([0, 60_000]);
  });

  it('crores and small amounts', () => {
    const crore = moneyAxis([3_10_00_000]);
    expect(crore.ticks.map(crore.format)).toEqual(['₹0', '₹1Cr', '₹2Cr', '₹3Cr', '₹4Cr']);
    const small = moneyAxis([40, 180]);
    expect(small.ticks.map(small.format)).toEqual(['₹0', '₹50', '₹100', '₹150', '₹200']);
  });

  it('the largest tick decides even when the data stays below it', () => {
    // 96,000 rounds up to a ₹1L top tick: every tick is then in lakh.
    const axis = moneyAxis([96_000]);
    expect(axis.ticks.at(-1)).toBe(1_00_000);
    expect(axis.ticks.map(axis.format)).toEqual(['₹0', '₹0.25L', '₹0.5L', '₹0.75L', '₹1L']);
  });

  it('takes in negative days (refunds larger than sales) and an empty chart', () => {
    const axis = moneyAxis([-30_000, 90_000]);
    expect(axis.ticks[0]).toBeLessThan(0);
    expect(axis.ticks.map(axis.format)).toEqual(['-₹0.5L', '₹0', '₹0.5L', '₹1L']);
    const empty = moneyAxis([0, 0]);
    expect(empty.ticks.map(empty.format)).toEqual(['₹0', '₹0.25K', '₹0.5K', '₹0.75K', '₹1K']);
  });

  it('every tick of random data shares one suffix', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const scale = 10 ** Math.floor(next() * 9);
      const values = Array.from({ length: 30 }, () => Math.round(next() * scale * 100) / 100);
      const axis = moneyAxis(values);
      expect(suffixes(axis.ticks.map(axis.format)).size, values.join(',')).toBeLessThanOrEqual(1);
      expect(axis.domain[1]).toBeGreaterThanOrEqual(Math.max(...values));
    }
  });
});
