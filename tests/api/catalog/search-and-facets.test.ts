/**
 * get-products-filtered's `q` (the /search page) and `facets` (the filter drawer's values with counts), and the
 * purity and availability filters (docs/decisions/114).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { ListingReply, SearchReply, type ProductDto } from '#domain/schemas/catalog';
import { ErrorReply } from '#domain/schemas/common';
import { discountedPrice } from '#domain/money';
import { getJson, insertProduct } from './helpers';

const LIST = '/api/product/get-products-filtered';
const cardPrice = (p: ProductDto) => discountedPrice(p.variants[0]!.price, p.variants[0]!.discount);
const list = (t: TestApp, query: string) => getJson(t.app, `${LIST}?${query}`, ListingReply);

describe('get-products-filtered with q, purities, inStock and facets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('q finds what the header search finds, typos included, most relevant first', async () => {
    const dropdown = await getJson(t.app, '/api/product/search?q=rnig', SearchReply);
    const body = await list(t, 'q=rnig&limit=60');
    expect(body.total).toBeGreaterThan(5);
    expect(body.search).toEqual({ q: 'rnig', suggestions: [] });
    const ids = body.products.map((p) => p._id);
    // The dropdown shows the best few; the page has them, in the same order, at its top.
    expect(ids.slice(0, dropdown.results.products.length)).toEqual(
      dropdown.results.products.map((p) => p._id),
    );
    for (const p of body.products)
      expect(
        `${p.title} ${p.tags.join(' ')} ${p.category.name} ${p.subcategory?.name} ${p.description}`,
      ).toMatch(/\bring/i);
    // 'ring' starts a word: earrings are not rings.
    expect(body.products.some((p) => /earring/i.test(p.title) && !/\bring/i.test(p.description))).toBe(false);
  });

  it('q with filters and a sort: every product matches, is of the metal, and prices rise', async () => {
    const body = await list(t, `q=ring&metals=${encodeURIComponent('Rose Gold')}&sort=price_asc&limit=60`);
    expect(body.total).toBeGreaterThan(0);
    const all = await list(t, 'q=ring&limit=60');
    expect(body.total).toBeLessThan(all.total);
    for (const p of body.products) expect(p.variants.some((v) => v.material === 'Rose Gold')).toBe(true);
    const prices = body.products.map(cardPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('nothing found: an empty page, the message, and "did you mean" from the catalogue words', async () => {
    const none = await list(t, 'q=qxzvw');
    expect(none.products).toEqual([]);
    expect(none.total).toBe(0);
    expect(none.message).toBe('No products found.');
    expect(none.facets?.total).toBe(0);
    expect(none.facets?.prices).toEqual([]);

    const partly = await list(t, 'q=platinum%20qxzvw');
    expect(partly.total).toBe(0);
    expect(partly.search?.suggestions).toContain('platinum');
    // Each suggestion is a search that finds something.
    for (const s of partly.search!.suggestions)
      expect((await list(t, `q=${encodeURIComponent(s)}`)).total, s).toBeGreaterThan(0);

    // One letter is too short to search (as in the dropdown): nothing, not everything.
    expect((await list(t, 'q=r')).total).toBe(0);
    // Blank q is no search at all.
    expect((await list(t, 'q=%20%20')).total).toBe((await list(t, '')).total);
  });

  it('bad input is a 400 with a message naming the problem', async () => {
    const cases: Array<[string, string]> = [
      [`q=${'a'.repeat(201)}`, 'The search text is too long.'],
      ['purities=24KT', 'Purity must be one of 14KT, 18KT, 22KT, 925 Sterling or PT950.'],
      ['inStock=maybe', 'inStock must be true or false (1 or 0).'],
      ['q=ring&sort=cheapest', 'Sort must be one of price_asc, price_desc, newest or best_selling.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `${LIST}?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = ErrorReply.parse(res.json());
      expect(body.success).toBe(false);
      expect(body.message).toContain(message);
    }
  });

  it('facet counts are the rows each value alone lists', async () => {
    const body = await list(t, 'slug=rings');
    const f = body.facets!;
    expect(f.total).toBe(body.total);
    expect(f.metals.length).toBeGreaterThan(1);
    for (const m of f.metals)
      expect((await list(t, `slug=rings&metals=${encodeURIComponent(m.value)}`)).total, m.value).toBe(
        m.count,
      );
    expect(f.purities.length).toBeGreaterThan(0);
    for (const p of f.purities)
      expect((await list(t, `slug=rings&purities=${encodeURIComponent(p.value)}`)).total, p.value).toBe(
        p.count,
      );
    expect((await list(t, 'slug=rings&inStock=true')).total).toBe(f.inStock);
    for (const r of f.prices) {
      const query = `slug=rings&minPrice=${r.min}${r.max === null ? '' : `&maxPrice=${r.max - 0.01}`}`;
      expect((await list(t, query)).total, query).toBe(r.count);
    }
    expect(f.prices.reduce((n, r) => n + r.count, 0)).toBe(f.total);
    // Filters do not change the scope's counts.
    const filtered = await list(t, `slug=rings&metals=Silver&inStock=1`);
    expect(filtered.facets).toEqual(f);
    // The whole shop counts its categories.
    const all = await list(t, '');
    expect(all.facets!.categories.reduce((n, c) => n + c.count, 0)).toBe(all.total);
    const rings = all.facets!.categories.find((c) => c.slug === 'rings');
    expect(rings?.count).toBe(body.total);
  });

  it('price ranges come from the real prices, not a ₹20,000 scale', async () => {
    const body = await list(t, 'slug=rings&limit=60&sort=price_asc');
    const prices = body.products.map(cardPrice);
    const lowest = prices[0]!;
    const highest = prices[prices.length - 1]!;
    const ranges = body.facets!.prices;
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    expect(ranges.length).toBeLessThanOrEqual(4);
    expect(ranges[0]!.min).toBe(0);
    expect(ranges.at(-1)!.max).toBeNull();
    // Every bound lies between the cheapest and dearest piece, on round numbers, rising; no range is empty.
    for (const [i, r] of ranges.entries()) {
      if (i > 0) {
        expect(r.min).toBeGreaterThan(lowest);
        expect(r.min).toBeLessThanOrEqual(highest);
        expect(r.min).toBe(ranges[i - 1]!.max);
        expect(String(r.min)).toMatch(/^\d{1,2}0*$/);
      }
      expect(r.count, JSON.stringify(r)).toBeGreaterThan(0);
    }
  });

  it('Platinum is a metal only once a piece offers it; purity and availability narrow', async () => {
    await insertProduct(t.app, {
      title: 'Zephyrine Studs',
      categorySlug: 'earrings',
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 5_000_000, stock: 3 }],
    });
    const before = await list(t, 'q=zephyrine');
    expect(before.facets!.metals).toEqual([{ value: 'Yellow Gold', count: 1 }]);
    expect(before.facets!.purities).toEqual([{ value: '22KT', count: 1 }]);

    await insertProduct(t.app, {
      title: 'Zephyrine Band',
      categorySlug: 'rings',
      variants: [{ material: 'Platinum', purity: 'PT950', pricePaise: 9_000_000, stock: 0 }],
    });
    const after = await list(t, 'q=zephyrine');
    expect(after.total).toBe(2);
    expect(after.facets!.metals).toEqual([
      { value: 'Yellow Gold', count: 1 },
      { value: 'Platinum', count: 1 },
    ]);
    expect(after.facets!.purities).toEqual([
      { value: '22KT', count: 1 },
      { value: 'PT950', count: 1 },
    ]);
    expect(after.facets!.inStock).toBe(1);

    const platinum = await list(t, 'q=zephyrine&purities=PT950');
    expect(platinum.products.map((p) => p.title)).toEqual(['Zephyrine Band']);
    const inStock = await list(t, 'q=zephyrine&inStock=true');
    expect(inStock.products.map((p) => p.title)).toEqual(['Zephyrine Studs']);
    // Repeated parameters (a GET form's checkboxes) work like a comma list.
    const both = await list(t, 'q=zephyrine&purities=PT950&purities=22KT&inStock=false');
    expect(both.total).toBe(2);
  });
});
