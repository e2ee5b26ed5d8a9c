/**
 * The search page's route's module (docs/decisions/112, 114): the page and its loader, one chunk — the loader
 * ensures the results the page reads (the listing in search mode), with the options its hooks use (api/queries.ts).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ensureQueries, type QueryData } from '#web/app/route-data';
import { allCategoriesQuery } from '../api/queries';
import { listingQuery } from '../api/get-listing';
import { filtersFromSearch, searchTextFrom } from '../lib/listing-params';
import SearchPage, { isSearchText } from '../pages/SearchPage';

export function loader({ context, request }: LoaderFunctionArgs): Promise<QueryData> {
  const params = new URL(request.url).searchParams;
  const q = searchTextFrom(params);
  if (!isSearchText(q)) return Promise.resolve({});
  return ensureQueries(context, [
    listingQuery({ key: { kind: 'search', q }, filters: filtersFromSearch(params) }),
    allCategoriesQuery(),
  ]);
}

export const Component = SearchPage;
