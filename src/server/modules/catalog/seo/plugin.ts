/**
 * What search engines see: server-rendered heads of product, listing and content pages (app.pageHeads),
 * /sitemap.xml (an index) and its files under /sitemaps/, /robots.txt, and a permanent redirect from a renamed product's old address to its new one.
 * Registered by app.ts after the web plugin, which provides app.pageHeads and the app's HTML.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND } from '#domain/brand';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';
import { LISTING_PAGE_SIZE } from '#domain/schemas/catalog';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { findProduct } from '#server/lib/catalog/product-queries';
import { latestApprovedReviews } from '#server/lib/reviews/approved-reviews';
import { resolveListing, type ListingKeys } from '../listing-target';
import { listingPage } from '../listing-service';
import { PRODUCT_NOT_FOUND_HEAD, productHead, productPath } from './product-head';
import { LISTING_NOT_FOUND_HEAD, listingHead } from './listing-head';
import { CONTENT_HEADS, homeHead } from './content-heads';
import { searchHead } from './search-head';
import {
  SITEMAP_FILES_PATH,
  SITEMAP_URLS_PER_FILE,
  renderRobots,
  renderSitemaps,
  sitemapEntries,
  type Sitemaps,
} from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * URLs per sitemap file instead of SITEMAP_URLS_PER_FILE: decorated by tests (BuildOptions.instrument) so a
     * small catalogue needs several files.
     */
    sitemapUrlsPerFile?: number;
  }
}

/** The client's best encoding of br and gzip (as lib/catalog/http.ts reads Accept-Encoding). */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b(?!;q=0(\.0+)?\b)/.test(accept)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0+)?\b)/.test(accept)) return 'gzip';
  return null;
}

const compress = (text: string, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text, { level: 6 });

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
  app.pageHeads.register(/^\/search$/, async (_m, request) => searchHead(request));
  for (const [path, head] of Object.entries(CONTENT_HEADS))
    app.pageHeads.register(new RegExp(`^${escapeRegex(path)}$`), async () => head);

  // The index and every file are made together from one read, kept until the catalogue changes.
  const sitemaps = () =>
    cache.get(
      'seo:sitemaps',
      async () =>
        renderSitemaps(await sitemapEntries(app.db), appUrl, app.sitemapUrlsPerFile ?? SITEMAP_URLS_PER_FILE),
      (s) => (s.index.length + [...s.files.values()].reduce((n, f) => n + f.length, 0)) * 2,
    );
  // Each file is compressed once per encoding and kept beside it (a 20,000-piece products file is ≈ 3 MB of XML,
  // too much to compress again for every crawler's visit), as the catalogue's cached replies are (decision 104).
  const compressed = new WeakMap<Sitemaps, Map<string, Buffer>>();
  /** Sends the index (`name` '') or a file of the set; 404 for a name the index does not list. */
  const sendXml = (request: FastifyRequest, reply: FastifyReply, set: Sitemaps, name: string) => {
    const xml = name ? set.files.get(name) : set.index;
    // A plain 404 of its own: the pages route (GET /*, plugins/web.ts) would take `/sitemaps/nothing` for a
    // storefront page.
    if (xml === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding');
    const encoding = xml.length >= 1024 ? preferredEncoding(request) : null;
    if (!encoding) return reply.send(xml);
    let bodies = compressed.get(set);
    if (!bodies) compressed.set(set, (bodies = new Map()));
    let body = bodies.get(`${encoding}:${name}`);
    if (!body) bodies.set(`${encoding}:${name}`, (body = compress(xml, encoding)));
    // Already compressed: the compress plugin leaves a reply with a Content-Encoding alone.
    return reply.header('content-encoding', encoding).send(body);
  };

  app.get('/sitemap.xml', async (request, reply) => sendXml(request, reply, await sitemaps(), ''));
  app.get<{ Params: { file: string } }>(`${SITEMAP_FILES_PATH}/:file`, async (request, reply) =>
    sendXml(request, reply, await sitemaps(), request.params.file),
  );

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
    return app.servePage(request, reply);
  });
}
