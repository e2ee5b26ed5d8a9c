import { BRAND } from '#domain/brand';

/** Tags a server-rendered page head carries for search engines and link previews. */
export interface PageHead {
  title: string;
  description?: string;
  /** Path or absolute URL; made absolute with APP_URL. */
  canonical?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: unknown[];
  robots?: string;
  /** HTTP status for the page (404 for an unknown product, so crawlers drop it). */
  status?: number;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
export const safeJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${appUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function renderHeadTags(head: PageHead, appUrl: string): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}">`);
  if (head.description) {
    meta('name', 'description', head.description);
    meta('property', 'og:description', head.description);
  }
  meta('property', 'og:title', head.title);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:site_name', 'Aurelia');
  if (head.canonical) {
    const url = absoluteUrl(appUrl, head.canonical);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    meta('property', 'og:url', url);
  }
  if (head.image) meta('property', 'og:image', absoluteUrl(appUrl, head.image));
  if (head.robots) meta('name', 'robots', head.robots);
  for (const block of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${safeJson(block)}</script>`);
  return tags.join('\n    ');
}

/**
 * The shop's time zone for the web app (src/web/lib/shop-time.ts), which shows every date in it whatever the
 * browser's zone (docs/decisions/085-one-shop-time-zone.md). In every page, not only those with a head.
 */
export function shopTimeZoneTag(timeZone: string): string {
  return `\n    <meta name="shop-time-zone" content="${escapeHtml(timeZone)}">`;
}

/** The head of a page no provider knows: the brand, and the path as canonical URL. */
export function defaultHead(pathname: string): PageHead {
  return {
    title: `${BRAND.name} — ${BRAND.tagline}`,
    description:
      'Certified diamond and gold jewellery, handcrafted to order in India: rings, earrings, necklaces and bracelets in 14KT, 18KT and 22KT gold, silver and platinum. Free insured shipping across India.',
    canonical: pathname,
  };
}
