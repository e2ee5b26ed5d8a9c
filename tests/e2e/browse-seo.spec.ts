/** What a crawler gets without running JavaScript. */
import { expect, test } from './helpers/test';

test.describe('pages for search engines (no JavaScript)', () => {
  test("puts a product page's title, canonical and Product JSON-LD into the HTML", async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/products/aurora-round-solitaire-ring');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Aurora Round Solitaire Ring | Aurelia</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/aurora-round-solitaire-ring">`);
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

  test('serves /sitemap.xml (an index of sitemap files) and /robots.txt', async ({ request, baseURL }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${baseURL}/sitemaps/products-1.xml`);
    const sitemap = (await Promise.all(files.map(async (f) => (await request.get(f)).text()))).join('\n');
    expect(sitemap).toContain(`<loc>${baseURL}/products/aurora-round-solitaire-ring</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/collections/rings</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/admin\nDisallow: \/checkout\nDisallow: \/profile/);
  });
});
