/** How a dashboard tile compares a figure with the period before (web/features/admin/dashboard/compare.ts). */
import { describe, expect, it } from 'vitest';
import { changeAgainst } from '#web/features/admin/dashboard/compare';

describe('changeAgainst', () => {
  it('whole percents up and down, against the period before', () => {
    expect(changeAgainst(112, 100, 7)).toEqual({ text: '▲ 12% on the 7 days before', direction: 'up' });
    expect(changeAgainst(50, 200, 30)).toEqual({ text: '▼ 75% on the 30 days before', direction: 'down' });
    expect(changeAgainst(1_250_000, 100, 90).text).toBe('▲ 12,49,900% on the 90 days before');
  });

  it('the same, or nothing before', () => {
    expect(changeAgainst(100.2, 100, 7)).toEqual({ text: 'as in the 7 days before', direction: 'same' });
    expect(changeAgainst(500, 0, 7)).toEqual({ text: 'none in the 7 days before', direction: 'up' });
    expect(changeAgainst(0, 0, 7)).toEqual({ text: 'none in the 7 days before either', direction: 'same' });
  });

  it('a negative period before (refunds larger than sales) still compares by size', () => {
    expect(changeAgainst(100, -100, 7)).toEqual({ text: '▲ 200% on the 7 days before', direction: 'up' });
  });
});
