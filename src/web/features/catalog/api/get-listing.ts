/**
 * A listing's page of pieces (GET /api/product/get-products-filtered, docs/shop/storefront.md §7): its call, its
 * query options (shared by the listing and search routes' loaders and the page) and its hook. A file of its own:
 * the address rules it needs (lib/listing-params.ts) are no part of a product page's first load.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { listingApiQuery, type ListingRequest } from '../lib/listing-params';
import { schemas } from './catalog-api';

export const getListing = (request: ListingRequest, signal?: AbortSignal) =>
  api(`/api/product/get-products-filtered?${listingApiQuery(request)}`, {
    schema: () => schemas().then((m) => m.ListingReply),
    signal,
    fallbackMessage: 'Server error fetching products.',
  });

export const listingQuery = (request: ListingRequest) =>
  queryOptions({
    queryKey: ['catalog', 'listing', request],
    queryFn: ({ signal }) => getListing(request, signal),
  });

/** The same listing (its key), whatever its filters, sort and page. */
const sameListing = (a: ListingRequest['key'], b: ListingRequest['key']) =>
  JSON.stringify(a) === JSON.stringify(b);

export const useListing = (request: ListingRequest) =>
  useQuery({
    ...listingQuery(request),
    // Changing a filter, the sort or the page keeps the current grid on screen until the new one arrives; another
    // listing (Rings → Earrings on the same route) shows its skeleton instead, not the last one's heading and
    // pieces (docs/decisions/117).
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ListingRequest | undefined;
      return before && sameListing(before.key, request.key) ? keepPreviousData(previous) : undefined;
    },
  });
