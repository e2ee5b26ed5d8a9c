/** What a crawler gets without running JavaScript. */
import { describe, expect, it } from 'vitest';
import { baseURL } from './helpers/browser';

describe('pages for search engines (no JavaScript)', () => {
  it("puts a product page's title, canonical and Product JSON-LD into the HTML", async () => {
    const res = await fetch(`${baseURL()}/products/aurora-round-solitaire-ring`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Aurora Round Solitaire Ring | Aurelia</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/products/aurora-round-solitaire-ring">`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Aurora Round Solitaire Ring', brand: { name: 'Aurelia' } });
    expect(product.offers[0]).toMatchObject({
      priceCurrency: 'INR',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('serves /sitemap.xml (an index of sitemap files) and /robots.txt', async () => {
    const index = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${baseURL()}/sitemaps/products-1.xml`);
    const sitemap = (await Promise.all(files.map(async (f) => (await fetch(f)).text()))).join('\n');
    expect(sitemap).toContain(`<loc>${baseURL()}/products/aurora-round-solitaire-ring</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL()}/collections/rings</loc>`);
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/admin\nDisallow: \/checkout\nDisallow: \/profile/);
  });
});
