/**
 * What search engines see: server-rendered heads of product, listing and content pages (app.pageHeads),
 * /sitemap.xml, /robots.txt, and a permanent redirect from a renamed product's old address to its new one.
 * Registered by app.ts after the web plugin, which provides app.pageHeads and the app's HTML.
 */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../../../domain/brand';
import { MERCHANDISING_SLUGS } from '../../../../domain/catalog-constants';
import { LISTING_PAGE_SIZE } from '../../../../domain/schemas/catalog';
import { catalogCache } from '../read-cache';
import { findProduct } from '../product-queries';
import { latestApprovedReviews } from '../../reviews/approved-reviews';
import { resolveListing, type ListingKeys } from '../listing-target';
import { listingPage } from '../listing-service';
import { PRODUCT_NOT_FOUND_HEAD, productHead, productPath } from './product-head';
import { LISTING_NOT_FOUND_HEAD, listingHead } from './listing-head';
import { CONTENT_HEADS, homeHead } from './content-heads';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path segment as text; a malformed escape cannot name anything, so it stays as typed (and is not found). */
const segment = (raw: string) => {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

export default async function catalogSeo(app: FastifyInstance) {
  const cache = catalogCache(app);
  const appUrl = app.config.appUrl;
  // The product with its newest approved reviews (JSON-LD's `review`), kept until the catalogue or a review changes.
  const lookupProduct = (slug: string) =>
    cache.get(
      `seo:product:${slug}`,
      async () => {
        const found = await findProduct(app.db, slug, { activeOnly: true });
        return found && { ...found, reviews: await latestApprovedReviews(app.db, found.product) };
      },
      () => 16 * 1024,
    );

  app.pageHeads.register(/^\/products\/([^/]+)$/, async (match) => {
    const found = await lookupProduct(segment(match[1]!));
    return found ? productHead(found.product, appUrl, found.reviews) : PRODUCT_NOT_FOUND_HEAD;
  });

  const listing = async (keys: ListingKeys) => {
    const head = await cache.get(`seo:listing:${JSON.stringify(keys)}`, async () => {
      const target = await resolveListing(app.db, keys);
      if (!target) return LISTING_NOT_FOUND_HEAD;
      const page = await listingPage(app.db, target, { page: 1, limit: LISTING_PAGE_SIZE.default });
      return listingHead(target.info, page.total);
    });
    return head;
  };
  app.pageHeads.register(/^\/shop$/, () => listing({}));
  app.pageHeads.register(/^\/new-arrivals$/, () =>
    listing({ subcategorySlug: MERCHANDISING_SLUGS.newArrivals }),
  );
  app.pageHeads.register(/^\/collections\/([^/]+)$/, (m) => listing({ slug: segment(m[1]!) }));
  app.pageHeads.register(new RegExp(`^${escapeRegex(BRAND.collectionRoute)}/([^/]+)$`), (m) =>
    listing({ subcategorySlug: segment(m[1]!) }),
  );
  app.pageHeads.register(/^\/$/, async () => homeHead(appUrl));
  for (const [path, head] of Object.entries(CONTENT_HEADS))
    app.pageHeads.register(new RegExp(`^${escapeRegex(path)}$`), async () => head);

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await cache.get(
      'seo:sitemap',
      async () => renderSitemap(await sitemapEntries(app.db), appUrl),
      (s) => s.length * 2,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderRobots(appUrl)),
  );

  // A renamed product's old address moves for good to the new one; everything else is the app's page.
  app.get<{ Params: { slug: string } }>('/products/:slug', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (slug) {
      const found = await lookupProduct(slug).catch(() => null);
      if (found?.redirect) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${productPath(found.redirect.to)}${query}`, 301);
      }
    }
    return reply.callNotFound();
  });
}
