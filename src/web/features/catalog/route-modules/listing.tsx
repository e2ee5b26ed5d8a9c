/**
 * The listings' route's module (docs/decisions/112): the page and its loader, one chunk — the loader ensures the
 * queries the page reads, with the options its hooks use (api/queries.ts).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';
import { ensureQueries, type QueryData } from '#web/app/route-data';
import { allCategoriesQuery } from '../api/queries';
import { listingQuery } from '../api/get-listing';
import { filtersFromSearch, type ListingKey } from '../lib/listing-params';
import ListingPage, { type ListingMode } from '../pages/ListingPage';

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

export const loader =
  (mode: ListingMode) =>
  ({ context, params, request }: LoaderFunctionArgs): Promise<QueryData> => {
    if (!import.meta.env.SSR) return ensureQueries(context, [allCategoriesQuery()]);
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    return ensureQueries(context, [
      listingQuery({ key: listingKey(mode, params.slug), filters }),
      allCategoriesQuery(),
    ]);
  };

export const component = (mode: ListingMode) =>
  function Listing() {
    return <ListingPage mode={mode} />;
  };
