/**
 * Loaders of the catalogue's pages (docs/decisions/112): the queries each page reads, with the options its hooks
 * use (api/queries.ts), so a server-rendered page arrives with its data and a navigation starts fetching before
 * the page renders. Loaded with the pages' own chunks (routes.tsx).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { MERCHANDISING_SLUGS } from '../../../domain/catalog-constants';
import { ensureQueries, loaderClient, mergeQueryData, type QueryData } from '../../app/route-data';
import {
  allCategoriesQuery,
  featuredSubcategoriesQuery,
  listingQuery,
  productQuery,
  productsBySlugsQuery,
  relatedQuery,
  subcategoriesBySlugsQuery,
} from './api/queries';
import { COLLECTION_SLUGS, LIST_SLUGS } from './lib/home-lists';
import { filtersFromSearch, type ListingKey } from './lib/listing-params';

export type ListingMode = 'shop' | 'collection' | 'featured-collection' | 'new-arrivals';

export const homeLoader = ({ context }: LoaderFunctionArgs): Promise<QueryData> =>
  ensureQueries(context, [
    subcategoriesBySlugsQuery(COLLECTION_SLUGS),
    productsBySlugsQuery(LIST_SLUGS, 8),
    featuredSubcategoriesQuery(),
  ]);

/**
 * The listing an address shows without navigation state (ListingPage's useListingKey with no state): what the
 * server renders and what a reload shows. A link may carry a category's id in its state, which the address
 * does not show, so in the browser only the categories are started here and the page asks for its listing.
 */
function listingKey(mode: ListingMode, rawSlug: string | undefined): ListingKey {
  const slug = (rawSlug ?? '').toLowerCase();
  if (mode === 'shop') return { kind: 'all' };
  if (mode === 'new-arrivals') return { kind: 'subcategorySlug', slug: MERCHANDISING_SLUGS.newArrivals };
  if (mode === 'featured-collection') return { kind: 'subcategorySlug', slug };
  return { kind: 'slug', slug };
}

export const listingLoader =
  (mode: ListingMode) =>
  ({ context, params, request }: LoaderFunctionArgs): Promise<QueryData> => {
    if (!import.meta.env.SSR) return ensureQueries(context, [allCategoriesQuery()]);
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    return ensureQueries(context, [
      listingQuery({ key: listingKey(mode, params.slug), filters }),
      allCategoriesQuery(),
    ]);
  };

export async function productLoader({ context, params }: LoaderFunctionArgs): Promise<QueryData> {
  const slug = (params.slug ?? '').toLowerCase();
  const product = await ensureQueries(context, [productQuery(slug)]);
  // Related pieces need the product's id: on the server they are waited for with it; in the browser the page
  // asks for them once the product is there.
  if (!import.meta.env.SSR) return product;
  const found = loaderClient(context).getQueryData(productQuery(slug).queryKey);
  if (!found?.product?._id) return product;
  return mergeQueryData(product, await ensureQueries(context, [relatedQuery(found.product._id)]));
}
