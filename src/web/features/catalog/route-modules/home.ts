/**
 * The home route's module (docs/decisions/112): the page and its loader, one chunk — the loader ensures the
 * queries the page reads, with the options its hooks use (api/queries.ts).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ensureQueries, type QueryData } from '#web/app/route-data';
import { featuredSubcategoriesQuery, productsBySlugsQuery, subcategoriesBySlugsQuery } from '../api/queries';
import { COLLECTION_SLUGS, LIST_SLUGS } from '../lib/home-lists';
import HomePage from '../pages/HomePage';

export const loader = ({ context }: LoaderFunctionArgs): Promise<QueryData> =>
  ensureQueries(context, [
    subcategoriesBySlugsQuery(COLLECTION_SLUGS),
    productsBySlugsQuery(LIST_SLUGS, 8),
    featuredSubcategoriesQuery(),
  ]);

export const Component = HomePage;
