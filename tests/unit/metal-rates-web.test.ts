/**
 * The web's pure metal-rate rules: when rates are out of date (an earlier day in the shop's time zone,
 * docs/decisions/096-metal-rates-screens.md), and how rates, weights and keys are written.
 */
import { describe, expect, it } from 'vitest';
import { daysAgo, lastSetAt, rateFreshness } from '#web/features/admin/rates/rate-freshness';
import {
  formatGrams,
  formatRatePerGram,
  formatRupees,
  inRateKeyOrder,
  rateFieldText,
  rateKeyLabel,
} from '#web/lib/rate-format';
import { toNumberish } from '#domain/schemas/admin-fields';
import {
  changedRates,
  deltaText,
  fieldsToCheck,
  formValuesFrom,
  rateDelta,
} from '#web/features/admin/rates/rate-form-model';
import { breakupRows, makingLabel } from '#web/features/catalog/lib/price-breakup';
import { RatePerGramInput } from '#domain/schemas/rates';
import { paiseToRupees } from '#domain/money';
import { rateBreakup, ratePricePaise } from '#domain/pricing';
import type { VariantDto } from '#domain/schemas/catalog';

const INDIA = 'Asia/Kolkata';

describe('rates older than a day', () => {
  it('rates set earlier today (in the shop’s zone) are today’s', () => {
    // 24 Nov 00:25 and 23:50 in India.
    const now = new Date('2026-11-24T18:20:00Z');
    expect(rateFreshness(new Date('2026-11-23T18:55:00Z'), now, INDIA)).toEqual({
      state: 'today',
      lastSetAt: new Date('2026-11-23T18:55:00Z'),
    });
  });

  it('rates set yesterday are out of date even under 24 hours later', () => {
    // Set 23 Nov 18:00 in India, read 24 Nov 09:00 in India: 15 hours, but yesterday's rates.
    const setAt = new Date('2026-11-23T12:30:00Z');
    const now = new Date('2026-11-24T03:30:00Z');
    expect(rateFreshness(setAt, now, INDIA)).toEqual({ state: 'stale', lastSetAt: setAt, days: 1 });
  });

  it('counts the shop’s days, not UTC’s or the reader’s', () => {
    // 18:40Z is already the next day in India, still the same day in UTC and New York.
    const setAt = new Date('2026-11-23T10:00:00Z');
    const now = new Date('2026-11-23T18:40:00Z');
    expect(rateFreshness(setAt, now, INDIA).state).toBe('stale');
    expect(rateFreshness(setAt, now, 'UTC').state).toBe('today');
    expect(rateFreshness(setAt, now, 'America/New_York').state).toBe('today');
  });

  it('counts calendar days across months; a server clock ahead of the browser is still today', () => {
    const now = new Date('2026-12-02T06:00:00Z');
    expect(rateFreshness(new Date('2026-11-28T06:00:00Z'), now, INDIA)).toMatchObject({ days: 4 });
    expect(rateFreshness(new Date('2026-12-02T06:00:05Z'), now, INDIA).state).toBe('today');
    expect(daysAgo(1)).toBe('yesterday');
    expect(daysAgo(4)).toBe('4 days ago');
  });

  it('no rate set is "never"; the latest update is when the rates were last set', () => {
    expect(rateFreshness(null, new Date(), INDIA)).toEqual({ state: 'never' });
    expect(lastSetAt([])).toBeNull();
    expect(
      lastSetAt([
        { updatedAt: '2026-11-20T05:00:00Z' },
        { updatedAt: '2026-11-23T05:00:00Z' },
        { updatedAt: null },
        { updatedAt: 'not a date' },
      ]),
    ).toEqual(new Date('2026-11-23T05:00:00Z'));
  });
});

describe('writing rates', () => {
  it('labels every rate key', () => {
    expect(rateKeyLabel({ metal: 'gold', purity: '22KT' })).toBe('Gold 22KT');
    expect(rateKeyLabel({ metal: 'silver', purity: '925' })).toBe('Silver 925');
    expect(rateKeyLabel({ metal: 'platinum', purity: 'PT950' })).toBe('Platinum PT950');
  });

  it('writes rupees with Indian grouping, decimals only when there are some', () => {
    expect(formatRupees(11780)).toBe('₹11,780');
    expect(formatRupees(125000.5)).toBe('₹1,25,000.50');
    expect(formatRatePerGram(11780)).toBe('₹11,780/g');
    expect(formatRatePerGram(95.25)).toBe('₹95.25/g');
    expect(formatGrams(4.2)).toBe('4.20 g');
    expect(formatGrams(12)).toBe('12.00 g');
  });

  it('writes a field’s text that the server’s field builder reads back to the same number', () => {
    for (const rupees of [11780, 125000.5, 95.25, 3120, 1234567.89]) {
      const text = rateFieldText(rupees);
      expect(text).not.toContain('₹');
      expect(toNumberish(text)).toBe(rupees);
    }
    expect(rateFieldText(11780)).toBe('11,780');
    expect(rateFieldText(1234567.89)).toBe('12,34,567.89');
  });

  it('lists rates in the shop’s order and drops unknown keys', () => {
    const listed = inRateKeyOrder([
      { metal: 'silver', purity: '925' },
      { metal: 'gold', purity: '22KT' },
      { metal: 'copper', purity: 'X' },
      { metal: 'gold', purity: '24KT' },
    ]);
    expect(listed.map(rateKeyLabel)).toEqual(['Gold 24KT', 'Gold 22KT', 'Silver 925']);
  });
});

const AT = '2026-11-24T04:30:00.000Z';
const SHOP_RATES = [
  { metal: 'gold', purity: '24KT', ratePerGram: 12850, updatedAt: AT },
  { metal: 'gold', purity: '22KT', ratePerGram: 11780, updatedAt: AT },
  { metal: 'silver', purity: '925', ratePerGram: 95.5, updatedAt: AT },
];
const typed = (texts: string[]) => ({ rates: texts.map((ratePerGram) => ({ ratePerGram })) });

describe('the Metal rates form', () => {
  it('starts from the shop’s rates in RATE_KEYS order, blank where none is set', () => {
    expect(formValuesFrom(SHOP_RATES).rates.map((r) => r.ratePerGram)).toEqual([
      '12,850',
      '11,780',
      '',
      '',
      '95.50',
      '',
    ]);
  });

  it('sends only the rates that changed, whatever the grouping typed', () => {
    const values = typed(['12850', '11,900.5', '', '5,400', '95.50', '']);
    expect(changedRates(SHOP_RATES, values)).toEqual([
      { key: { metal: 'gold', purity: '22KT' }, oldRate: 11780, newRate: 11900.5 },
      { key: { metal: 'gold', purity: '14KT' }, oldRate: null, newRate: 5400 },
    ]);
    expect(changedRates(SHOP_RATES, formValuesFrom(SHOP_RATES))).toEqual([]);
  });

  it('checks a blank field only when its rate is set (a rate cannot be unset)', () => {
    const values = typed(['', '11,780', '', '', 'abc', '']);
    const checked = fieldsToCheck(SHOP_RATES, values).rates.map((r) => r.ratePerGram);
    expect(checked).toEqual(['', '11,780', undefined, undefined, 'abc', undefined]);
    const field = RatePerGramInput.optional();
    expect(checked.map((t) => field.safeParse(t).success)).toEqual([false, true, true, true, false, true]);
  });

  it('writes a change as rupees and percent', () => {
    expect(rateDelta(null, 5400)).toBeNull();
    expect(deltaText(rateDelta(11780, 11900)!)).toBe('+₹120 (+1.02%)');
    expect(deltaText(rateDelta(11780, 11734.5)!)).toBe('−₹45.50 (−0.39%)');
  });
});

describe('the product page’s price breakup', () => {
  const recipe = {
    weightGrams: 4.2,
    making: { type: 'percent' as const, value: 1200 },
    stoneValuePaise: 250_000,
  };
  const variant = (discount: VariantDto['discount']): VariantDto => {
    const price = ratePricePaise(recipe, 1_178_000);
    const b = rateBreakup(recipe, 1_178_000, price, discount);
    return {
      _id: 'v',
      material: 'Yellow Gold',
      purity: '22KT',
      size: [],
      price: paiseToRupees(price),
      discount,
      sku: 'R-1',
      stock: 2,
      inStock: true,
      weight: 4.2,
      images: [],
      pricing: { mode: 'rate', makingCharge: { type: 'percent', value: 12 }, stoneValue: 2500 },
      priceBreakup: {
        metal: paiseToRupees(b.metal),
        making: paiseToRupees(b.making),
        stones: paiseToRupees(b.stones),
        discount: paiseToRupees(b.discount),
        gst: paiseToRupees(b.gst),
        total: paiseToRupees(b.total),
        ratePerGram: 11780,
      },
    };
  };
  const sumOfParts = (rows: ReturnType<typeof breakupRows>) =>
    Math.round(rows.filter((r) => r.key !== 'total').reduce((n, r) => n + r.signed * 100, 0)) / 100;

  it('shows the reply’s figures, and the rows above the total add up to it', () => {
    for (const discount of [
      { type: null, value: 0 },
      { type: 'percentage' as const, value: 10 },
      { type: 'fixed' as const, value: 999 },
    ]) {
      const v = variant(discount);
      const rows = breakupRows(v, 'Gold 22KT · 4.20 g × ₹11,780/g');
      expect(rows.at(-1)).toMatchObject({ key: 'total', signed: v.priceBreakup!.total });
      expect(sumOfParts(rows)).toBe(v.priceBreakup!.total);
      expect(rows.some((r) => r.key === 'discount')).toBe(discount.type !== null);
    }
  });

  it('names the rows; no stones row without stones; nothing for a fixed price', () => {
    const v = variant({ type: null, value: 0 });
    const rows = breakupRows(v, 'Gold 22KT · 4.20 g × ₹11,780/g');
    expect(rows.map((r) => r.label)).toEqual([
      'Gold 22KT · 4.20 g × ₹11,780/g',
      'Making charges (12% of metal)',
      'Stones',
      'GST 3%',
      'Total',
    ]);
    const plain = { ...v, priceBreakup: { ...v.priceBreakup!, stones: 0 } };
    expect(breakupRows(plain, 'x').map((r) => r.key)).not.toContain('stones');
    expect(breakupRows({ ...v, priceBreakup: null }, 'x')).toEqual([]);
    expect(makingLabel({ mode: 'rate', makingCharge: { type: 'per_gram', value: 450 }, stoneValue: 0 })).toBe(
      'Making charges (₹450/g)',
    );
  });
});
