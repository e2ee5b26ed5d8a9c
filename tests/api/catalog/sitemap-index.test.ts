/**
 * /sitemap.xml is an index of files of at most N URLs (50,000 in the shop; 10 here, through the app's
 * `sitemapUrlsPerFile`, so 25 products need three files): every file is well-formed XML within the limit, the
 * index names every file, every URL is listed exactly once, and a catalogue change is seen at once
 * (docs/decisions/105-sitemap-index-and-import-jobs.md).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { categories, subcategories } from '#server/db/schema';
import { insertProduct } from './helpers';

const PER_FILE = 10;

/**
 * A strict well-formedness check of the sitemap's plain XML (declaration, elements, text; no comments, CDATA or
 * DTD): tags nest and close, attributes are quoted, text has no bare `<` or `&`. Returns the root element's name.
 */
function wellFormedRoot(xml: string): string {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let root = '';
  for (const m of body.matchAll(/<([^>]*)>|([^<]+)/g)) {
    if (m[2] !== undefined) {
      expect(m[2], 'text outside the root').toSatisfy((t: string) => stack.length > 0 || !t.trim());
      expect(m[2]).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
      continue;
    }
    const tag = m[1]!;
    if (tag.startsWith('/')) {
      expect(stack.pop(), `closing ${tag}`).toBe(tag.slice(1));
      continue;
    }
    const open = /^([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<&]*")*)\s*(\/?)$/.exec(tag);
    expect(open, `malformed tag <${tag}>`).not.toBeNull();
    if (!root) root = open![1]!;
    else expect(stack.length, 'a second root element').toBeGreaterThan(0);
    if (!open![3]) stack.push(open![1]!);
  }
  expect(stack).toEqual([]);
  return root;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      build: { instrument: (app) => app.decorate('sitemapUrlsPerFile', PER_FILE) },
    });
    const [rings] = await t.app.db
      .insert(categories)
      .values({ name: 'Rings', slug: 'rings' })
      .returning({ id: categories.id });
    await t.app.db.insert(subcategories).values({ name: 'Bands', slug: 'bands', categoryId: rings!.id });
    for (let i = 0; i < 25; i++)
      await insertProduct(t.app, {
        title: `Piece ${i}`,
        categorySlug: 'rings',
        // Created a minute apart, oldest first: the files keep that order.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        variants: [{ material: 'Yellow Gold', purity: '18KT', pricePaise: 1_000_00 + i }],
      });
    await insertProduct(t.app, {
      title: 'Unreleased Ring',
      categorySlug: 'rings',
      status: 'inactive',
      variants: [{ material: 'Yellow Gold', purity: '18KT', pricePaise: 1_000_00 }],
    });
  });
  afterAll(async () => t?.close());

  /** The index's file URLs and every file's XML. */
  async function readAll() {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(wellFormedRoot(res.body)).toBe('sitemapindex');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(res.body);
    const bodies = new Map<string, string>();
    for (const url of files) {
      expect(url).toMatch(/^http:\/\/shop\.test\/sitemaps\/(pages|products)-\d+\.xml$/);
      const file = await t.app.inject({ url: url.replace('http://shop.test', '') });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toMatch(/application\/xml/);
      expect(wellFormedRoot(file.body)).toBe('urlset');
      bodies.set(url, file.body);
    }
    return { index: res.body, files, bodies };
  }

  it('splits 25 products into files of at most 10 URLs and lists every URL exactly once', async () => {
    const { index, files, bodies } = await readAll();
    expect(files.map((f) => f.slice('http://shop.test/sitemaps/'.length))).toEqual([
      'pages-1.xml',
      'pages-2.xml',
      'products-1.xml',
      'products-2.xml',
      'products-3.xml',
    ]);
    const all: string[] = [];
    for (const [url, xml] of bodies) {
      const inFile = locs(xml);
      expect(inFile.length, url).toBeGreaterThan(0);
      expect(inFile.length, url).toBeLessThanOrEqual(PER_FILE);
      all.push(...inFile);
    }
    expect(new Set(all).size).toBe(all.length);
    const products = all.filter((l) => l.includes('/products/'));
    expect(products).toHaveLength(25);
    expect(products[0]).toMatch(/\/products\/piece-0-/);
    expect(products[24]).toMatch(/\/products\/piece-24-/);
    expect(all.some((l) => l.includes('unreleased'))).toBe(false);
    expect(all).toEqual(
      expect.arrayContaining([
        'http://shop.test/',
        'http://shop.test/shop',
        'http://shop.test/collections/rings',
        'http://shop.test/about',
        'http://shop.test/contact',
      ]),
    );
    // A products file's lastmod in the index is its newest piece's.
    expect(index).toMatch(
      /<loc>http:\/\/shop\.test\/sitemaps\/products-3\.xml<\/loc><lastmod>2026-01-01T00:24:00\.000Z<\/lastmod>/,
    );
  });

  it('sends a file compressed once per encoding, the same XML', async () => {
    const plain = await t.app.inject({ url: '/sitemaps/products-1.xml' });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          url: '/sitemaps/products-1.xml',
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });

  it('answers 404 for a file that is not in the index, and robots.txt names the index', async () => {
    expect((await t.app.inject({ url: '/sitemaps/products-4.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/nothing' })).statusCode).toBe(404);
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml\n');
  });

  it('adds a file when the catalogue grows (the cached sitemap is dropped on a change)', async () => {
    for (let i = 25; i < 31; i++)
      await insertProduct(t.app, {
        title: `Piece ${i}`,
        categorySlug: 'rings',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        variants: [{ material: 'Yellow Gold', purity: '18KT', pricePaise: 1_000_00 + i }],
      });
    await t.app.catalogEvents.changed('product');
    const { files, bodies } = await readAll();
    expect(files.at(-1)).toBe('http://shop.test/sitemaps/products-4.xml');
    const products = [...bodies.values()].flatMap(locs).filter((l) => l.includes('/products/'));
    expect(products).toHaveLength(31);
    expect(new Set(products).size).toBe(31);
    expect(locs(bodies.get('http://shop.test/sitemaps/products-4.xml')!)).toEqual([
      expect.stringMatching(/\/products\/piece-30-/),
    ]);
  });
});
