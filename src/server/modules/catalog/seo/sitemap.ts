/**
 * The sitemap, always as an index (docs/decisions/105-sitemap-index-and-import-jobs.md): `/sitemap.xml` is a
 * `<sitemapindex>` naming files of at most SITEMAP_URLS_PER_FILE URLs each (the protocol's 50,000):
 * `/sitemaps/pages-N.xml` (the home and content pages and every listing — the shop, each category and
 * subcategory at its storefront address) and `/sitemaps/products-N.xml` (every active product with its last
 * change, oldest first, so adding pieces only grows the last file and the others keep their URLs).
 */
import { asc, eq } from 'drizzle-orm';
import { BRAND } from '#domain/brand';
import type { Db } from '#server/db/client';
import { categories, products, subcategories } from '#server/db/schema';
import { absoluteUrl } from '#server/lib/html-head';
import { listingPath } from './listing-head';
import { productPath } from './product-head';
import { CONTENT_HEADS } from './content-heads';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Where the index's files are served: `/sitemaps/<name>`. */
export const SITEMAP_FILES_PATH = '/sitemaps';

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  priority: string;
}

export interface SitemapEntries {
  pages: SitemapEntry[];
  products: SitemapEntry[];
}

export async function sitemapEntries(db: Db): Promise<SitemapEntries> {
  const [cats, subs, prods] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.sortOrder)),
    db
      .select({ slug: subcategories.slug, categorySlug: categories.slug })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .orderBy(asc(categories.sortOrder), asc(subcategories.sortOrder)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.status, 'active'))
      .orderBy(asc(products.createdAt), asc(products.id)),
  ]);
  const listings = new Set<string>(['/shop']);
  for (const c of cats) listings.add(listingPath({ kind: 'category', slug: c.slug, category: null }));
  for (const s of subs)
    listings.add(
      listingPath({
        kind: 'subcategory',
        slug: s.slug,
        category: { _id: '', name: '', slug: s.categorySlug },
      }),
    );
  return {
    pages: [
      { path: '/', priority: '1.0' },
      ...[...listings].map((path) => ({ path, priority: '0.8' })),
      ...Object.keys(CONTENT_HEADS).map((path) => ({ path, priority: '0.3' })),
      { path: '/contact', priority: '0.3' },
    ],
    products: prods.map((p) => ({ path: productPath(p.slug), lastmod: p.updatedAt, priority: '0.7' })),
  };
}

/** One `<urlset>` file. */
export function renderUrlset(entries: readonly SitemapEntry[], appUrl: string): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xmlEscape(absoluteUrl(appUrl, e.path))}</loc>${
        e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''
      }<priority>${e.priority}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface Sitemaps {
  /** The `<sitemapindex>` served at /sitemap.xml. */
  index: string;
  /** Each file's XML by its name under SITEMAP_FILES_PATH (`pages-1.xml`, `products-1.xml`…), in index order. */
  files: Map<string, string>;
}

/**
 * The index and its files. Each group is cut into files of at most `urlsPerFile` URLs; a file's `lastmod` in the
 * index is its newest entry's (files of pages without dates carry none). An empty group still has one file, so
 * the names a crawler knows do not come and go with the catalogue.
 */
export function renderSitemaps(
  entries: SitemapEntries,
  appUrl: string,
  urlsPerFile: number = SITEMAP_URLS_PER_FILE,
): Sitemaps {
  const perFile = Math.max(1, Math.min(SITEMAP_URLS_PER_FILE, Math.floor(urlsPerFile)));
  const files = new Map<string, string>();
  const listed: string[] = [];
  for (const [group, list] of [
    ['pages', entries.pages],
    ['products', entries.products],
  ] as const) {
    const count = Math.max(1, Math.ceil(list.length / perFile));
    for (let n = 0; n < count; n++) {
      const chunk = list.slice(n * perFile, (n + 1) * perFile);
      const name = `${group}-${n + 1}.xml`;
      files.set(name, renderUrlset(chunk, appUrl));
      let newest: Date | undefined;
      for (const e of chunk) if (e.lastmod && (!newest || e.lastmod > newest)) newest = e.lastmod;
      listed.push(
        `  <sitemap><loc>${xmlEscape(absoluteUrl(appUrl, `${SITEMAP_FILES_PATH}/${name}`))}</loc>${
          newest ? `<lastmod>${newest.toISOString()}</lastmod>` : ''
        }</sitemap>`,
      );
    }
  }
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.join('\n')}\n</sitemapindex>\n`;
  return { index, files };
}

/** Paths crawlers are kept out of: the back office, the buying flow and accounts. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/checkout',
  '/profile',
  '/cart',
  '/wishlist',
  '/payment-success',
  '/payment-cancel',
  '/payment-sandbox',
  '/reset-password',
  '/api/',
];

export function renderRobots(appUrl: string): string {
  return [
    `# ${BRAND.name}`,
    'User-agent: *',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(appUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
