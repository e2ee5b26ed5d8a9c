/**
 * The demo catalogue is priced as a jeweller would (issue 16 item 2): today's rates seeded with their history,
 * every variant rate-linked with a realistic weight, making charge and stones, every breakup adding up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { AdminProductsReply, ProductReply } from '#domain/schemas/catalog';
import { RateHistoryReply, RatesReply } from '#domain/schemas/rates';
import { rupeesToPaise } from '#domain/money';

const RANGES: Record<string, [number, number]> = {
  rings: [2.5, 6],
  earrings: [2, 5],
  pendants: [3, 8],
  bracelets: [8, 20],
  necklaces: [12, 35],
};

describe('the demo catalogue’s rates and prices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('seeds today’s rates, with a history row by "Demo seed"', async () => {
    const { rates } = RatesReply.parse((await t.app.inject({ url: '/api/rates' })).json());
    expect(rates.map((r) => [r.metal, r.purity, r.ratePerGram])).toEqual([
      ['gold', '24KT', 12850],
      ['gold', '22KT', 11780],
      ['gold', '18KT', 9640],
      ['gold', '14KT', 7520],
      ['silver', '925', 150],
      ['platinum', 'PT950', 4200],
    ]);
    const admin = await createUser(t.app, { role: 'admin' });
    const history = RateHistoryReply.parse(
      (await t.app.inject({ url: '/api/admin/rates/history', headers: admin.headers })).json(),
    );
    expect(history.total).toBe(6);
    for (const c of history.changes)
      expect(c).toMatchObject({ oldRate: null, changedBy: { _id: null, name: 'Demo seed' } });
  });

  it('links every variant to the rate, with realistic weights, making charges and stones, and breakups that add up', async () => {
    const { products } = AdminProductsReply.parse(
      (await t.app.inject({ url: '/api/product/getproducts?limit=100' })).json(),
    );
    let perGram = 0;
    let withStones = 0;
    for (const p of products) {
      const kind =
        p.subcategory?.slug === 'pendants' || p.subcategory?.slug === 'mangalsutras'
          ? 'pendants'
          : p.category.slug;
      const [min, max] = RANGES[kind]!;
      for (const v of p.variants) {
        expect(v.pricing.mode, `${p.title} ${v.sku}`).toBe('rate');
        expect(v.weight).toBeGreaterThanOrEqual(min);
        expect(v.weight).toBeLessThanOrEqual(max);
        if (v.pricing.makingCharge.type === 'percent') {
          expect(v.pricing.makingCharge.value).toBeGreaterThanOrEqual(8);
          expect(v.pricing.makingCharge.value).toBeLessThanOrEqual(20);
        } else perGram++;
        if (v.pricing.stoneValue > 0) withStones++;
        const b = v.priceBreakup!;
        expect(
          rupeesToPaise(b.metal) +
            rupeesToPaise(b.making) +
            rupeesToPaise(b.stones) -
            rupeesToPaise(b.discount) +
            rupeesToPaise(b.gst),
        ).toBe(rupeesToPaise(b.total));
        expect(b.stones).toBe(v.pricing.stoneValue);
        expect(Number.isInteger(v.price)).toBe(true);
      }
    }
    expect(perGram).toBeGreaterThan(0);
    expect(withStones).toBeGreaterThan(20);
  });

  it('prices the Aurora ring at 18KT from its recipe, and shows its IGI certificate', async () => {
    const { product } = ProductReply.parse(
      (await t.app.inject({ url: '/api/product/get-product/aurora-round-solitaire-ring' })).json(),
    );
    expect(product.certificate).toEqual({ lab: 'IGI', number: 'LG614298731', url: null });
    const yellow = product.variants.find((v) => v.material === 'Yellow Gold' && v.purity === '18KT')!;
    // 3.88 g × ₹9,640 = ₹37,403.20; 20% making = ₹7,480.64; diamond ₹22,500; ₹67,383.84 + 3% = ₹69,405.36 → ₹69,405.
    expect(yellow).toMatchObject({
      weight: 3.88,
      price: 69405,
      pricing: { makingCharge: { type: 'percent', value: 20 }, stoneValue: 22500 },
    });
    expect(yellow.priceBreakup).toMatchObject({ metal: 37403.2, stones: 22500, ratePerGram: 9640 });
  });
});
