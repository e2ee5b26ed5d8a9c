/**
 * The ring size guide's table (src/domain/ring-sizes.ts, docs/decisions/111): Indian sizes 1–30 with the inner
 * circumference of the Indian jewellers' chart and the diameter that follows from it.
 */
import { describe, expect, it } from 'vitest';
import { INDIAN_RING_SIZES, ringSizeForCircumference } from '#domain/ring-sizes';

describe('Indian ring sizes', () => {
  it('lists sizes 1 to 30 in order, each one larger than the last', () => {
    expect(INDIAN_RING_SIZES.map((s) => s.size)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (let i = 1; i < INDIAN_RING_SIZES.length; i++) {
      const step = INDIAN_RING_SIZES[i]!.circumferenceMm - INDIAN_RING_SIZES[i - 1]!.circumferenceMm;
      // The chart's steps are one or two 0.64 mm mandrel steps.
      expect(step).toBeGreaterThanOrEqual(0.5);
      expect(step).toBeLessThanOrEqual(1.4);
    }
  });

  it('has the chart’s circumferences at known sizes, each within 0.7 mm of 40 + N', () => {
    const at = (n: number) => INDIAN_RING_SIZES[n - 1]!;
    expect(at(1).circumferenceMm).toBe(41.0);
    expect(at(10).circumferenceMm).toBe(50.0);
    expect(at(14).circumferenceMm).toBe(54.4);
    expect(at(20).circumferenceMm).toBe(60.2);
    expect(at(30).circumferenceMm).toBe(69.7);
    for (const s of INDIAN_RING_SIZES)
      expect(Math.abs(s.circumferenceMm - (40 + s.size))).toBeLessThanOrEqual(0.7);
  });

  it('gives the inner diameter as circumference ÷ π to a tenth of a millimetre', () => {
    for (const s of INDIAN_RING_SIZES) {
      expect(Math.abs(s.diameterMm * Math.PI - s.circumferenceMm)).toBeLessThan(0.2);
      expect(Number.isInteger(Math.round(s.diameterMm * 10))).toBe(true);
    }
    expect(INDIAN_RING_SIZES[0]!.diameterMm).toBe(13.1);
    expect(INDIAN_RING_SIZES[9]!.diameterMm).toBe(15.9);
    expect(INDIAN_RING_SIZES[29]!.diameterMm).toBe(22.2);
  });

  it('finds the nearest size for a measured circumference, none off the scale', () => {
    expect(ringSizeForCircumference(50)?.size).toBe(10);
    expect(ringSizeForCircumference(54.2)?.size).toBe(14);
    expect(ringSizeForCircumference(41.2)?.size).toBe(1);
    expect(ringSizeForCircumference(30)).toBeNull();
    expect(ringSizeForCircumference(75)).toBeNull();
    expect(ringSizeForCircumference(Number.NaN)).toBeNull();
  });
});
