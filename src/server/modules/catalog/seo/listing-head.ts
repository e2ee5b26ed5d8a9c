/** Server-rendered heads of listing pages: /shop, /new-arrivals, /collections/{slug}, the featured collection. */
import { BRAND } from '#domain/brand';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';
import type { ListingInfo } from '#domain/schemas/catalog';
import type { PageHead } from '#server/lib/html-head';

/** Where a listing lives on the storefront (also the sitemap's and the canonical address). */
export function listingPath(info: Pick<ListingInfo, 'kind' | 'slug' | 'category'>): string {
  if (info.kind === 'all' || !info.slug) return '/shop';
  if (info.kind === 'subcategory' && info.slug === MERCHANDISING_SLUGS.newArrivals) return '/new-arrivals';
  if (
    info.kind === 'subcategory' &&
    info.category?.slug === BRAND.collectionSlug &&
    !Object.values(MERCHANDISING_SLUGS).includes(info.slug as never)
  )
    return `${BRAND.collectionRoute}/${info.slug}`;
  return `/collections/${info.slug}`;
}

export function listingHead(info: ListingInfo, total: number): PageHead {
  const where = info.category ? ` — ${info.category.name}` : '';
  const description =
    info.description ??
    (info.kind === 'all'
      ? `Shop all ${total} pieces of fine jewellery from ${BRAND.name}: rings, earrings, necklaces and bracelets in hallmarked gold, silver and platinum, made to order in India.`
      : `${info.name}${where} at ${BRAND.name}: ${total} ${total === 1 ? 'piece' : 'pieces'} in hallmarked gold, silver and platinum with certified diamonds, made to order and shipped insured across India.`);
  return {
    title: `${info.kind === 'all' ? 'Shop All Jewellery' : info.name} | ${BRAND.name}`,
    description,
    canonical: listingPath(info),
    ...(info.image ? { image: info.image } : {}),
  };
}

export const LISTING_NOT_FOUND_HEAD: PageHead = {
  title: `Collection not found | ${BRAND.name}`,
  description: 'This collection is no longer in our catalogue.',
  robots: 'noindex',
  status: 404,
};
