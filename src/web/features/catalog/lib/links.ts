/**
 * Where catalogue things live on the storefront, and the navigation state the spec passes along (the listing
 * and product pages load by the slug in the URL; the state only lets them skip a lookup).
 */
import { BRAND } from '#domain/brand';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';

export interface ListingState {
  categoryId?: string;
  subcategoryId?: string;
}
export interface ProductState {
  productId?: string;
}

/** The results page of a search. */
export const searchPath = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;

export const productPath = (slug: string) => `/products/${slug}`;
export const collectionPath = (slug: string) => `/collections/${slug}`;
export const featuredCollectionPath = (slug: string) => `${BRAND.collectionRoute}/${slug}`;

/** A subcategory's listing: the featured collection's lines under its own route, everything else /collections. */
export function subcategoryPath(sub: {
  slug: string;
  category?: { name?: string; slug?: string } | null;
}): string {
  const merchandising = Object.values(MERCHANDISING_SLUGS) as string[];
  const inCollection =
    sub.category?.slug === BRAND.collectionSlug || sub.category?.name === BRAND.collectionName;
  if (inCollection && !merchandising.includes(sub.slug)) return featuredCollectionPath(sub.slug);
  return collectionPath(sub.slug);
}

/** A link to a piece's page, with the state that lets the page skip the lookup. */
export const productLink = (product: { _id: string; slug: string }) => ({
  to: productPath(product.slug),
  state: { productId: product._id } satisfies ProductState,
});

/** A link to a subcategory's listing, with the state that lets the listing skip the lookup. */
export const subcategoryLink = (sub: Parameters<typeof subcategoryPath>[0] & { _id: string }) => ({
  to: subcategoryPath(sub),
  state: { subcategoryId: sub._id } satisfies ListingState,
});
