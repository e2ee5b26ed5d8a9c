/**
 * The listing page's hooks (pages/ListingPage.tsx), one job each: which listing and filters the URL names, what
 * the page is called, how a change of filters travels, and where focus goes after a page change.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';
import type { ListingInfo } from '#domain/schemas/catalog';
import { usePageTitle } from '#web/components/usePageTitle';
import { ApiError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { useAllCategories } from '#web/features/catalog/api/queries';
import { useFeaturedCategories } from '../header/use-featured-categories';
import { listingPreview } from '#web/features/catalog/lib/listing-preview';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  listingHref,
  searchTextFrom,
  type ListingFilters,
  type ListingKey,
} from '#web/features/catalog/lib/listing-params';
import type { ListingState } from '#web/features/catalog/lib/links';

export type ListingMode = 'shop' | 'collection' | 'featured-collection' | 'new-arrivals' | 'search';

function useListingKey(mode: ListingMode, state: ListingState, q: string): ListingKey {
  const { slug: rawSlug = '' } = useParams();
  const slug = rawSlug.toLowerCase();
  const { subcategoryId, categoryId } = state;
  return useMemo((): ListingKey => {
    if (mode === 'search') return { kind: 'search', q };
    if (mode === 'shop') return { kind: 'all' };
    if (mode === 'new-arrivals') return { kind: 'subcategorySlug', slug: MERCHANDISING_SLUGS.newArrivals };
    if (subcategoryId) return { kind: 'subcategoryId', id: subcategoryId };
    if (mode === 'collection' && categoryId) return { kind: 'categoryId', id: categoryId };
    if (mode === 'featured-collection') return { kind: 'subcategorySlug', slug };
    return { kind: 'slug', slug };
  }, [mode, slug, subcategoryId, categoryId, q]);
}

/** The listing, filters, sort and page the address names, and the address of any other choice on this page. */
export function useListingRequest(mode: ListingMode) {
  const location = useLocation();
  const [params] = useSearchParams();
  const searching = mode === 'search';
  const q = searching ? searchTextFrom(params) : '';
  const key = useListingKey(mode, (location.state ?? {}) as ListingState, q);
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const request = useMemo(() => ({ key, filters }), [key, filters]);
  const path = location.pathname;
  const href = (f: ListingFilters) => listingHref(path, f, searching ? q : undefined);
  return { searching, q, key, filters, request, path, href };
}

/**
 * What the listing is called: its heading, description and the browser tab's title. Before the reply (a
 * navigation in the browser) they are what the categories tell of it (decision 117).
 */
export function useListingHeading({
  searching,
  q,
  listingKey,
  isPending,
  notFound,
  listing,
}: {
  searching: boolean;
  q: string;
  listingKey: ListingKey;
  isPending: boolean;
  notFound: boolean;
  listing: ListingInfo | undefined;
}) {
  const categories = useAllCategories();
  const featured = useFeaturedCategories();
  const preview = useMemo(
    () =>
      isPending
        ? listingPreview(listingKey, [
            ...(featured.data ?? []),
            ...(categories.data ?? []).filter((c) => !featured.data?.some((f) => f._id === c._id)),
          ])
        : null,
    [isPending, listingKey, featured.data, categories.data],
  );
  usePageTitle(
    searching
      ? `Search results for "${q}"`
      : notFound
        ? 'Collection not found'
        : (listing?.kind ?? (listingKey.kind === 'all' ? 'all' : null)) === 'all'
          ? 'Shop All Jewellery'
          : (listing?.name ?? preview?.name),
  );
  const heading = searching
    ? `Results for "${q}"`
    : listing
      ? listing.kind === 'all'
        ? 'All Jewellery'
        : listing.name
      : (preview?.name ?? '');
  const description = searching ? null : listing ? listing.description : (preview?.description ?? null);
  return { preview, heading, description };
}

/** A failed listing (other than a missing one, which is the page's 404) is said in a toast. */
export function useListingErrorToast(error: Error | null, notFound: boolean) {
  useEffect(() => {
    if (error && !notFound)
      toast.error(error instanceof ApiError ? error.message : 'Failed to fetch products.');
  }, [error, notFound]);
}

/** A change of filters or sort: the router goes to its address, keeping the listing's navigation state. */
export function useListingNavigation(filters: ListingFilters, href: (f: ListingFilters) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const go = (to: string) =>
    // The navigation state (the listing's id) stays with the page as its query changes.
    navigate(to, { preventScrollReset: true, state: location.state });
  const update = (next: Partial<ListingFilters>, options: { keepPage?: boolean } = {}) =>
    go(href({ ...filters, ...next, ...(options.keepPage ? {} : { page: 1 }) }));
  const resetHref = href({ ...DEFAULT_FILTERS, sort: filters.sort });
  const reset = () => go(resetHref);
  return [update, resetHref, reset] as const;
}

/**
 * A page change brings the grid's top under the header (the anchor sits just above the sticky filter bar: a
 * sticky element itself is always "in view", so scrolling to it did nothing) and, once the page has arrived,
 * moves focus to the grid's heading, which names the page (docs/decisions/110). `shownPage` is the page on
 * screen, null while a placeholder stands in for it.
 */
export function useGridFocus(shownPage: number | null) {
  const gridTop = useRef<HTMLDivElement>(null);
  const gridHeading = useRef<HTMLHeadingElement>(null);
  const focusGridOnPage = useRef<number | null>(null);
  const onPage = (page: number) => {
    gridTop.current?.scrollIntoView({ block: 'start' });
    focusGridOnPage.current = page;
  };
  useEffect(() => {
    if (shownPage === null || focusGridOnPage.current !== shownPage) return;
    focusGridOnPage.current = null;
    gridHeading.current?.focus({ preventScroll: true });
  }, [shownPage]);
  return [gridTop, gridHeading, onPage] as const;
}
