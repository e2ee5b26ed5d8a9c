import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { SearchReply } from '#domain/schemas/catalog';
import { getJson, insertProduct } from './helpers';
import { editDistance, searchTerms } from '#server/lib/search/terms';

const search = (t: TestApp, q: string) =>
  getJson(t.app, `/api/product/search?q=${encodeURIComponent(q)}`, SearchReply).then((b) => b.results);

describe('GET /api/product/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('answers products, then categories and subcategories, with the product fields the dropdown reads', async () => {
    const body = await getJson(t.app, '/api/product/search?q=ring', SearchReply);
    expect(body.success).toBe(true);
    const { products, categories, subcategories } = body.results;
    expect(products.length).toBeGreaterThan(3);
    // Title matches first; every result mentions a ring somewhere.
    const inTitle = products.map((p) => /\bring/i.test(p.title));
    expect(inTitle.slice(0, 4)).toEqual([true, true, true, true]);
    expect(
      inTitle.slice(inTitle.indexOf(false) === -1 ? inTitle.length : inTitle.indexOf(false)),
    ).not.toContain(true);
    for (const p of products) {
      expect(`${p.title} ${p.tags.join(' ')} ${p.category.name} ${p.subcategory?.name}`).toMatch(/\bring/i);
      expect(p.slug).toBeTruthy();
      expect(p.mainImage).toBeTruthy();
      expect(p.variants[0]!.price).toBeGreaterThan(0);
    }
    expect(categories.map((c) => c.slug)).toEqual(['rings']);
    expect(subcategories.map((s) => s.slug)).toEqual(
      expect.arrayContaining(['engagement-rings', 'cocktail-rings', 'stackable-rings']),
    );
    // 'ring' is a word start: earrings are not rings.
    expect(products.some((p) => /earring/i.test(p.title))).toBe(false);
  });

  it('tolerates typos: a swapped pair, a missing letter, a wrong letter', async () => {
    const rnig = await search(t, 'rnig');
    expect(rnig.products.length).toBeGreaterThan(3);
    expect(rnig.products.every((p) => /ring/i.test(`${p.title} ${p.category.name}`))).toBe(true);
    expect(rnig.categories.map((c) => c.slug)).toContain('rings');
    expect((await search(t, 'emrald')).products[0]!.title).toMatch(/Emerald/);
    expect((await search(t, 'neckalce')).categories.map((c) => c.slug)).toContain('necklaces');
    expect((await search(t, 'jhumkaa')).products.every((p) => /Jhumka/.test(p.title))).toBe(true);
    expect((await search(t, 'saphire')).products[0]!.title).toMatch(/Sapphire/);
  });

  it('matches word prefixes: sol finds solitaires, brace finds bracelets', async () => {
    const sol = await search(t, 'sol');
    expect(sol.products.slice(0, 4).every((p) => /Solitaire/.test(p.title))).toBe(true);
    const brace = await search(t, 'brace');
    expect(brace.categories.map((c) => c.slug)).toContain('bracelets');
    expect(brace.products.length).toBeGreaterThan(0);
  });

  it('ranks a title match before tags, tags before category, category before description', async () => {
    const word = 'zephyrine';
    const inDescription = await insertProduct(t.app, {
      title: 'Plain Gold Band Alpha',
      categorySlug: 'rings',
      description: `Inspired by the ${word} winds of the Konkan coast.`,
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 30_000_00 }],
      createdAt: new Date(Date.now() + 4000),
    });
    const inTags = await insertProduct(t.app, {
      title: 'Plain Gold Band Beta',
      categorySlug: 'rings',
      tags: ['gift', word],
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 30_000_00 }],
      createdAt: new Date(Date.now() + 3000),
    });
    const inTitle = await insertProduct(t.app, {
      title: `Zephyrine Cuff`,
      categorySlug: 'bracelets',
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 30_000_00 }],
      createdAt: new Date(Date.now() - 1000),
    });
    const results = await search(t, word);
    expect(results.products.map((p) => p._id)).toEqual([inTitle.id, inTags.id, inDescription.id]);
    // With a typo the order holds.
    const typo = await search(t, 'zephyrnie');
    expect(typo.products.map((p) => p._id)).toEqual([inTitle.id, inTags.id, inDescription.id]);

    // A category-name match ranks between tags and description: 'bangle' names a subcategory.
    await insertProduct(t.app, {
      title: 'Kangan Alpha',
      categorySlug: 'bracelets',
      subcategorySlug: 'bangles',
      variants: [{ material: 'Rose Gold', purity: '18KT', pricePaise: 50_000_00 }],
    });
    const viaDescription = await insertProduct(t.app, {
      title: 'Kangan Beta',
      categorySlug: 'bracelets',
      subcategorySlug: 'chain-bracelets',
      description: 'Wear it with a bangle or two.',
      variants: [{ material: 'Rose Gold', purity: '18KT', pricePaise: 50_000_00 }],
      createdAt: new Date(Date.now() + 9000),
    });
    const kangan = await search(t, 'kangan bangle');
    expect(kangan.products.map((p) => p.title)).toEqual(['Kangan Alpha', 'Kangan Beta']);
    expect(kangan.products[1]!._id).toBe(viaDescription.id);
  });

  it('finds metals and combines words (every word must match)', async () => {
    const both = await search(t, 'silver ring');
    expect(both.products.length).toBeGreaterThan(0);
    for (const p of both.products) {
      expect(
        p.variants.some((v) => v.material === 'Silver') || /silver/i.test(p.title + p.tags.join(' ')),
      ).toBe(true);
      expect(`${p.title} ${p.tags.join(' ')} ${p.category.name} ${p.description}`).toMatch(/\bring/i);
    }
  });

  it('answers empty results under 2 characters, for nothing found, and for junk', async () => {
    for (const q of ['', ' ', 'r', 'zzzz', '%', '\u0000', '日本', '(((', '\\m.*']) {
      const r = await search(t, q);
      expect(r, JSON.stringify(q)).toEqual({ products: [], categories: [], subcategories: [] });
    }
    // Text that looks like SQL is just words to look for.
    const sqlish = await t.app.inject({
      url: `/api/product/search?q=${encodeURIComponent("ring'; drop table products; --")}`,
    });
    expect(sqlish.statusCode).toBe(200);
    expect((await search(t, 'ring')).products.length).toBeGreaterThan(0);
    const res = await t.app.inject({ url: `/api/product/search?q=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
  });

  it('never shows inactive products', async () => {
    await insertProduct(t.app, {
      title: 'Quetzal Hidden Pendant',
      categorySlug: 'necklaces',
      status: 'inactive',
      variants: [{ material: 'Silver', purity: '925 Sterling', pricePaise: 5_000_00 }],
    });
    expect((await search(t, 'quetzal')).products).toEqual([]);
  });
});

describe('search terms (pure)', () => {
  it('counts a swap as one edit and stops early past the limit', () => {
    expect(editDistance('rnig', 'ring', 1)).toBe(1);
    expect(editDistance('emrald', 'emerald', 2)).toBe(1);
    expect(editDistance('ring', 'gold', 1)).toBe(2);
  });
  it('corrects against the vocabulary by length: no edits under 4 letters', () => {
    const vocab = ['ring', 'rings', 'solitaire', 'sol', 'gold', 'pavé'];
    expect(searchTerms('rnig', vocab)[0]!.candidates).toContain('ring');
    expect(searchTerms('rng', vocab)[0]!.candidates).toEqual(['rng']);
    expect(searchTerms('pave', vocab)[0]!.candidates).toContain('pavé');
    expect(searchTerms('the ring', vocab).map((x) => x.typed)).toEqual(['ring']);
  });
});
