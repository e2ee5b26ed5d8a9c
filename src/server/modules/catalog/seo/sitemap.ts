/**
 * /sitemap.xml: the home and content pages, every listing (the shop, each category and subcategory at its
 * storefront address) and every active product with its last change.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { BRAND } from '../../../../domain/brand';
import type { Db } from '../../../db/client';
import { categories, products, subcategories } from '../../../db/schema';
import { absoluteUrl } from '../../../lib/html-head';
import { listingPath } from './listing-head';
import { productPath } from './product-head';
import { CONTENT_HEADS } from './content-heads';

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Entry {
  path: string;
  lastmod?: Date;
  priority: string;
}

export async function sitemapEntries(db: Db): Promise<Entry[]> {
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
      .orderBy(sql`${products.createdAt} desc`),
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
  return [
    { path: '/', priority: '1.0' },
    ...[...listings].map((path) => ({ path, priority: '0.8' })),
    ...prods.map((p) => ({ path: productPath(p.slug), lastmod: p.updatedAt, priority: '0.7' })),
    ...Object.keys(CONTENT_HEADS).map((path) => ({ path, priority: '0.3' })),
    { path: '/contact', priority: '0.3' },
  ];
}

export function renderSitemap(entries: Entry[], appUrl: string): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xmlEscape(absoluteUrl(appUrl, e.path))}</loc>${
        e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''
      }<priority>${e.priority}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
