/**
 * The zod-free review rules both sides use (src/domain/review-constants.ts, docs/decisions/100): how a reviewer is
 * named in public, how an average is rounded, and what a screen reader hears for a rating.
 */
import { describe, expect, it } from 'vitest';
import { publicReviewerName, ratingLabel, roundAverage } from '#domain/review-constants';

describe('review rules', () => {
  it('names a reviewer by first name and the last name’s initial, never the full name', () => {
    expect(publicReviewerName('Asha Menon')).toBe('Asha M.');
    expect(publicReviewerName('  Kavya   Lakshmi rao ')).toBe('Kavya R.');
    expect(publicReviewerName('Meera')).toBe('Meera');
    expect(publicReviewerName('   ')).toBe('A verified buyer');
  });

  it('rounds an average to one decimal, 0 when there is none', () => {
    expect(roundAverage(4.25)).toBe(4.3);
    expect(roundAverage(4.24)).toBe(4.2);
    expect(roundAverage(5)).toBe(5);
    expect(roundAverage(null)).toBe(0);
    expect(roundAverage(Number.NaN)).toBe(0);
  });

  it('reads a rating as one sentence', () => {
    expect(ratingLabel(4.3, 12)).toBe('4.3 out of 5 stars, 12 reviews');
    expect(ratingLabel(4, 1)).toBe('4.0 out of 5 stars, 1 review');
  });
});
