import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { productSlugHistory } from '#server/db/schema';
import { BRAND } from '#domain/brand';
import { insertProduct } from './helpers';

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('what search engines see', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-seo-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body>APP</body></html>',
    );
    t = await createTestApp({ seed: true, build: { webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('puts a product’s title, description, canonical, Open Graph and Product JSON-LD into its HTML', async () => {
    const res = await t.app.inject({ url: '/products/aurora-round-solitaire-ring' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Aurora Round Solitaire Ring | Aurelia</title>');
    expect(html).toMatch(/<meta name="description" content="A single 0\.75 carat lab-grown/);
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/products/aurora-round-solitaire-ring">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/shop\.test\/uploads\/demo\/.+\.webp">/);
    const [product, breadcrumb] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora Round Solitaire Ring',
      brand: { '@type': 'Brand', name: BRAND.name },
      url: 'http://shop.test/products/aurora-round-solitaire-ring',
    });
    const offers = product!.offers as Array<Record<string, string>>;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe('INR');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    }
    expect(breadcrumb!['@type']).toBe('BreadcrumbList');
  });

  it('marks a sold-out piece OutOfStock and a discounted one at its reduced price', async () => {
    const html = (await t.app.inject({ url: '/products/sapphire-starburst-ring' })).body;
    const offers = jsonLd(html)[0]!.offers as Array<Record<string, string>>;
    expect(offers.every((o) => o.availability === 'https://schema.org/OutOfStock')).toBe(true);
    const made = await insertProduct(t.app, {
      title: 'Discounted Kada',
      categorySlug: 'bracelets',
      variants: [
        {
          material: 'Yellow Gold',
          purity: '22KT',
          pricePaise: 80_000_00,
          discountType: 'percentage',
          discountValue: 1000,
        },
      ],
    });
    const offer = (
      jsonLd((await t.app.inject({ url: `/products/${made.slug}` })).body)[0]!.offers as Array<
        Record<string, string>
      >
    )[0]!;
    expect(offer.price).toBe('72000.00');
  });

  it('answers 404 (noindex) for an unknown or inactive product page, never 500', async () => {
    const hidden = await insertProduct(t.app, {
      title: 'Unreleased Ring',
      categorySlug: 'rings',
      status: 'inactive',
      variants: [{ material: 'Silver', purity: '925 Sterling', pricePaise: 1_000_00 }],
    });
    for (const url of [
      '/products/no-such-piece',
      `/products/${hidden.slug}`,
      '/products/%00',
      '/products/%E2%82%AC',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('APP');
    }
    // A broken percent-escape is not an address at all: a plain 400.
    expect((await t.app.inject({ url: '/products/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('moves a renamed product’s old address to its new one for good (301)', async () => {
    const made = await insertProduct(t.app, {
      title: 'Lotus Studs',
      categorySlug: 'earrings',
      variants: [{ material: 'Rose Gold', purity: '18KT', pricePaise: 20_000_00 }],
    });
    await t.app.db.insert(productSlugHistory).values({ slug: 'lotus-flower-studs', productId: made.id });
    await t.app.catalogEvents.changed('product');
    const res = await t.app.inject({ url: '/products/lotus-flower-studs?ref=mail' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/products/${made.slug}?ref=mail`);
  });

  it('gives listings a head, and 404 for an unknown one', async () => {
    const rings = await t.app.inject({ url: '/collections/rings' });
    expect(rings.statusCode).toBe(200);
    expect(rings.body).toContain('<title>Rings | Aurelia</title>');
    expect(rings.body).toContain('<link rel="canonical" href="http://shop.test/collections/rings">');
    const line = await t.app.inject({ url: `${BRAND.collectionRoute}/heritage` });
    expect(line.body).toContain('<title>Heritage | Aurelia</title>');
    expect(line.body).toContain(`href="http://shop.test${BRAND.collectionRoute}/heritage"`);
    expect((await t.app.inject({ url: '/shop' })).body).toContain(
      '<title>Shop All Jewellery | Aurelia</title>',
    );
    expect((await t.app.inject({ url: '/new-arrivals' })).body).toContain(
      '<title>New Arrivals | Aurelia</title>',
    );
    const missing = await t.app.inject({ url: '/collections/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/about' })).body).toContain('<title>Our Story | Aurelia</title>');
  });

  it('lists every active product and listing in the files of the /sitemap.xml index', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    // The demo catalogue fits one file of each kind (tests/api/catalog/sitemap-index.test.ts splits one).
    expect(locsOf(res.body)).toEqual([
      'http://shop.test/sitemaps/pages-1.xml',
      'http://shop.test/sitemaps/products-1.xml',
    ]);
    const locs: string[] = [];
    for (const file of locsOf(res.body)) {
      const part = await t.app.inject({ url: file.replace('http://shop.test', '') });
      expect(part.statusCode).toBe(200);
      expect(part.body).not.toContain('unreleased-ring');
      locs.push(...locsOf(part.body));
    }
    const products = locs.filter((l) => l.includes('/products/'));
    const api = await t.app.inject({ url: '/api/product/getproducts' });
    expect(products.length).toBe(api.json().total);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://shop.test/',
        'http://shop.test/shop',
        'http://shop.test/collections/rings',
        'http://shop.test/collections/engagement-rings',
        `http://shop.test${BRAND.collectionRoute}/heritage`,
        'http://shop.test/new-arrivals',
        'http://shop.test/collections/best-seller',
        'http://shop.test/products/aurora-round-solitaire-ring',
      ]),
    );
  });

  it('keeps crawlers out of /admin, /checkout and /profile in /robots.txt', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const p of ['/admin', '/checkout', '/profile']) expect(res.body).toContain(`Disallow: ${p}\n`);
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
