/** The jeweller's pricing rule (src/domain/pricing.ts, docs/decisions/092). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountedPaise } from '#domain/money';
import { rateBreakup, ratePricePaise, rateKeyOf, taxableOf, type RateRecipe } from '#domain/pricing';

const ring: RateRecipe = { weightGrams: 4.2, making: { type: 'percent', value: 1200 }, stoneValuePaise: 0 };

describe('rate-linked prices', () => {
  it('prices weight × rate + making + stones, plus 3% GST, in whole rupees', () => {
    // 4.2 g × ₹11,780 = ₹49,476; making 12% = ₹5,937.12; value ₹55,413.12; + 3% = ₹57,075.51 → ₹57,076.
    expect(ratePricePaise(ring, 1_178_000)).toBe(5_707_600);
    // Making by the gram and a stone: 3.5 g × ₹9,640 = ₹33,740; ₹850/g = ₹2,975; stone ₹18,000: ₹54,715 + 3% = ₹56,356.45 → ₹56,356.
    expect(
      ratePricePaise(
        { weightGrams: 3.5, making: { type: 'per_gram', value: 85_000 }, stoneValuePaise: 1_800_000 },
        964_000,
      ),
    ).toBe(5_635_600);
  });

  it('explains the price: the parts add up to what the shopper pays, GST included', () => {
    const price = ratePricePaise(ring, 1_178_000);
    const b = rateBreakup(ring, 1_178_000, price, null);
    expect(b).toMatchObject({ metal: 4_947_600, stones: 0, discount: 0, total: price });
    expect(b.metal + b.making + b.stones - b.discount + b.gst).toBe(b.total);
    expect(b.gst).toBe(price - taxableOf(price));
    // 3% of the taxable value, within the rupee the price was rounded to.
    expect(Math.abs(b.gst - Math.round((b.total - b.gst) * 0.03))).toBeLessThanOrEqual(100);
  });

  it('shows a discount before GST, and the total is the discounted price every other screen shows', () => {
    const price = ratePricePaise(ring, 1_178_000);
    const discount = { type: 'percentage' as const, value: 10 };
    const b = rateBreakup(ring, 1_178_000, price, discount);
    expect(b.total).toBe(discountedPaise(price, discount));
    expect(b.discount).toBeGreaterThan(0);
    expect(b.metal + b.making + b.stones - b.discount + b.gst).toBe(b.total);
  });

  it('always adds up, for any recipe, rate and discount', () => {
    fc.assert(
      fc.property(
        // Real pieces: at least half a gram, at a rate of at least ₹50 a gram (silver is ~₹150).
        fc.integer({ min: 50, max: 20_000 }).map((n) => n / 100),
        fc.constantFrom<'per_gram' | 'percent'>('per_gram', 'percent'),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 5_000, max: 2_000_000 }),
        fc.option(
          fc.oneof(
            fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 0, max: 100 }) }),
            fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 50_000 }) }),
          ),
        ),
        (weightGrams, type, value, stoneValuePaise, rate, discount) => {
          const recipe: RateRecipe = { weightGrams, making: { type, value }, stoneValuePaise };
          const price = ratePricePaise(recipe, rate);
          expect(price % 100).toBe(0);
          const b = rateBreakup(recipe, rate, price, discount);
          expect(b.metal + b.making + b.stones - b.discount + b.gst).toBe(b.total);
          expect(b.total).toBe(discountedPaise(price, discount));
          expect(b.making).toBeGreaterThanOrEqual(0);
          expect(b.gst).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads the rate of a variant from its metal and purity', () => {
    expect(rateKeyOf('Rose Gold', '18KT')).toEqual({ metal: 'gold', purity: '18KT' });
    expect(rateKeyOf('Silver', '925 Sterling')).toEqual({ metal: 'silver', purity: '925' });
    expect(rateKeyOf('Platinum', 'PT950')).toEqual({ metal: 'platinum', purity: 'PT950' });
  });
});
