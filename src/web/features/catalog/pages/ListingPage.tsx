/**
 * A product listing (docs/shop/storefront.md §2 "Listing screen"): /shop, /collections/{slug}, the featured
 * collection's /{brand}s-collection/{slug}, /new-arrivals and the search results of /search?q= (SearchPage). It
 * loads by the slug in the URL (an id in navigation state is used when present), and keeps its filters, sort and
 * page in the URL query, so a pasted link, a reload and Back all show the same grid.
 *
 * Filters, sort and pages are GET forms and links (docs/decisions/114): the page renders from its URL alone, so
 * without JavaScript a form submits to the page and the server renders the result; with JavaScript the router
 * applies them without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageNotice } from '#web/components/PageNotice';
import { ScrollTopButton } from '#web/components/ScrollTopButton';
import { ApiError } from '#web/lib/api-client';
import { useAllCategories } from '../api/queries';
import { useListing } from '../api/get-listing';
import { NoSearchResults } from '../components/listing/NoSearchResults';
import { ListingHeader } from '../components/listing/ListingHeader';
import {
  FilterToggle,
  ListingToolbar,
  SortForm,
  type ListingFilterProps,
} from '../components/listing/ListingToolbar';
import { ActiveFilters } from '../components/listing/ActiveFilters';
import { ListingResults } from '../components/listing/ListingResults';
import {
  useGridFocus,
  useListingErrorToast,
  useListingHeading,
  useListingNavigation,
  useListingRequest,
  type ListingMode,
} from '../components/listing/use-listing-page';
import { activeFilterCount } from '../lib/listing-params';
import { lazyDialog } from '#web/components/lazy-dialog';

export type { ListingMode };

/** The filter drawer (and Radix Dialog) is its own chunk, fetched when the Filter button is neared or pressed. */
const FilterDrawer = lazyDialog(() =>
  import('../components/listing/FilterDrawer').then((m) => m.FilterDrawer),
);

export default function ListingPage({ mode }: { mode: ListingMode }) {
  const { searching, q, key, filters, request, path, href } = useListingRequest(mode);
  const { data, error, isPending, isFetching, isPlaceholderData } = useListing(request);
  const categories = useAllCategories();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const notFound = error instanceof ApiError && error.status === 404;
  const listing = data?.listing;
  const { preview, heading, description } = useListingHeading({
    searching,
    q,
    listingKey: key,
    isPending,
    notFound,
    listing,
  });
  useListingErrorToast(error, notFound);
  const [update, resetHref, reset] = useListingNavigation(filters, href);
  const [gridTop, gridHeading, onPage] = useGridFocus(isPlaceholderData ? null : (data?.page ?? null));
  const filterProps: ListingFilterProps = {
    action: path,
    q: searching ? q : undefined,
    filters,
    facets: data?.facets,
    showCategories: listing?.kind !== 'category',
    onChange: (next) => update(next),
  };

  if (notFound) return <CollectionNotFound />;
  // Nothing matches the search text itself (not merely the filters): the "no results" page with suggestions.
  if (searching && data?.facets?.total === 0)
    return <NoSearchResults q={q} suggestions={data.search?.suggestions ?? []} />;

  const count = activeFilterCount(filters);
  const piecesText = data ? `${data.total} ${data.total === 1 ? 'piece' : 'pieces'}` : '';
  return (
    <div className="pb-16">
      <div className="container-page pt-6">
        <Link to="/" className="inline-flex items-center gap-2 text-sm text-muted hover:text-charcoal">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back To Home
        </Link>
        <ListingHeader
          searching={searching}
          listing={listing}
          preview={preview}
          isPending={isPending}
          wholeShop={key.kind === 'all'}
          heading={heading}
          description={description}
          piecesText={piecesText}
        />
      </div>
      <div
        ref={gridTop}
        aria-hidden="true"
        data-testid="grid-top"
        className="mt-6 scroll-mt-[var(--header-h,64px)]"
      />
      <ListingToolbar
        filter={
          <FilterToggle
            filterProps={filterProps}
            count={count}
            resetHref={resetHref}
            onOpenDrawer={() => setDrawerOpen(true)}
            onPreloadDrawer={FilterDrawer.preload}
            onApplied={() => setDrawerOpen(false)}
          />
        }
        piecesText={piecesText}
        sort={
          <SortForm
            action={path}
            filters={filters}
            searching={searching}
            href={href}
            onSort={(sort) => update({ sort })}
          />
        }
      />
      <div className="container-page mt-6">
        {count > 0 && (
          <ActiveFilters filters={filters} href={href} resetHref={resetHref} categories={categories.data} />
        )}
        <ListingResults
          data={data}
          error={error}
          isPending={isPending}
          dimmed={isFetching && isPlaceholderData}
          gridHeading={gridHeading}
          hrefOf={(page) => href({ ...filters, page })}
          onPage={onPage}
          resetHref={resetHref}
          onReset={reset}
        />
      </div>
      <FilterDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        {...filterProps}
        total={data?.total}
        onReset={reset}
      />
      <ScrollTopButton />
    </div>
  );
}

function CollectionNotFound() {
  return (
    <PageNotice
      eyebrow="404"
      title="We could not find that collection"
      links={[
        { to: '/', label: 'Back To Home' },
        { to: '/shop', label: 'Shop all jewellery' },
      ]}
    >
      It may have been renamed or retired. Everything else is still here.
    </PageNotice>
  );
}
