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
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ArrowLeft, ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { MERCHANDISING_SLUGS, type ProductSort } from '../../../../domain/catalog-constants';
import { formatINRWhole } from '../../../../domain/money';
import { usePageTitle } from '../../../components/usePageTitle';
import { Skeleton } from '../../../components/Skeleton';
import { ScrollTopButton } from '../../../components/ScrollTopButton';
import { useHydrated } from '../../../components/use-hydrated';
import { ApiError } from '../../../lib/api-client';
import { useAllCategories, useListing } from '../api/queries';
import { useFeaturedCategories } from '../components/header/use-featured-categories';
import { ProductGrid } from '../components/card/ProductGrid';
import { ProductGridSkeleton } from '../components/skeletons';
import { listingPreview } from '../lib/listing-preview';
import { Pagination } from '../components/listing/Pagination';
import { FilterForm } from '../components/listing/FilterForm';
import { priceLabel } from '../components/listing/PriceRange';
import { NoSearchResults } from '../components/listing/NoSearchResults';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromSearch,
  listingHref,
  searchTextFrom,
  type ListingFilters,
  type ListingKey,
} from '../lib/listing-params';
import type { ListingState } from '../lib/links';
import { lazyDialog } from '../../../components/lazy-dialog';

/** The filter drawer (and Radix Dialog) is its own chunk, fetched when the Filter button is neared or pressed. */
const FilterDrawer = lazyDialog(() =>
  import('../components/listing/FilterDrawer').then((m) => m.FilterDrawer),
);

export type ListingMode = 'shop' | 'collection' | 'featured-collection' | 'new-arrivals' | 'search';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  best_selling: 'Best Selling',
};

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

const filterButton =
  'inline-flex cursor-pointer list-none items-center gap-2 rounded-[2px] border border-charcoal px-4 py-2 text-xs font-medium uppercase tracking-[0.14em] hover:bg-charcoal hover:text-ivory [&::-webkit-details-marker]:hidden';

export default function ListingPage({ mode }: { mode: ListingMode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as ListingState;
  const [params] = useSearchParams();
  const q = mode === 'search' ? searchTextFrom(params) : '';
  const key = useListingKey(mode, state, q);
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const request = useMemo(() => ({ key, filters }), [key, filters]);
  const { data, error, isPending, isFetching, isPlaceholderData } = useListing(request);
  const categories = useAllCategories();
  const featured = useFeaturedCategories();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // The filter form opened in place before the app was live stays in place, with what was ticked in it, until
  // the shopper closes it; only then does the button open the drawer (a slow phone's taps are never lost).
  const inlineFilters = useRef<HTMLDetailsElement>(null);
  const [inlineOpen, setInlineOpen] = useState(false);
  useEffect(() => {
    if (inlineFilters.current?.open) setInlineOpen(true);
  }, []);
  const sortId = useId();
  const path = location.pathname;
  const searching = mode === 'search';
  const href = (f: ListingFilters) => listingHref(path, f, searching ? q : undefined);

  const notFound = error instanceof ApiError && error.status === 404;
  // Before the reply (a navigation in the browser): what the header will say, when the categories tell it.
  const preview = useMemo(
    () =>
      isPending
        ? listingPreview(key, [
            ...(featured.data ?? []),
            ...(categories.data ?? []).filter((c) => !featured.data?.some((f) => f._id === c._id)),
          ])
        : null,
    [isPending, key, featured.data, categories.data],
  );
  usePageTitle(
    searching
      ? `Search results for "${q}"`
      : notFound
        ? 'Collection not found'
        : (data?.listing.kind ?? (key.kind === 'all' ? 'all' : null)) === 'all'
          ? 'Shop All Jewellery'
          : (data?.listing.name ?? preview?.name),
  );

  useEffect(() => {
    if (error && !notFound)
      toast.error(error instanceof ApiError ? error.message : 'Failed to fetch products.');
  }, [error, notFound]);

  const go = (to: string) =>
    // The navigation state (the listing's id) stays with the page as its query changes.
    navigate(to, { preventScrollReset: true, state: location.state });
  const update = (next: Partial<ListingFilters>, options: { keepPage?: boolean } = {}) =>
    go(href({ ...filters, ...next, ...(options.keepPage ? {} : { page: 1 }) }));
  const resetHref = href({ ...DEFAULT_FILTERS, sort: filters.sort });
  const reset = () => go(resetHref);
  // A page change brings the grid's top under the header (the anchor sits just above the sticky filter bar: a
  // sticky element itself is always "in view", so scrolling to it did nothing) and, once the page has arrived,
  // moves focus to the grid's heading, which names the page (docs/decisions/110).
  const gridHeading = useRef<HTMLHeadingElement>(null);
  const focusGridOnPage = useRef<number | null>(null);
  const onPage = (page: number) => {
    gridTop.current?.scrollIntoView({ block: 'start' });
    focusGridOnPage.current = page;
  };
  const shownPage = isPlaceholderData ? null : (data?.page ?? null);
  useEffect(() => {
    if (shownPage === null || focusGridOnPage.current !== shownPage) return;
    focusGridOnPage.current = null;
    gridHeading.current?.focus({ preventScroll: true });
  }, [shownPage]);

  const count = activeFilterCount(filters);
  const listing = data?.listing;
  const heading = searching
    ? `Results for "${q}"`
    : listing
      ? listing.kind === 'all'
        ? 'All Jewellery'
        : listing.name
      : (preview?.name ?? '');
  const description = searching ? null : listing ? listing.description : (preview?.description ?? null);
  const piecesText = data ? `${data.total} ${data.total === 1 ? 'piece' : 'pieces'}` : '';
  // Nothing matches the search text itself (not merely the filters): the "no results" page with suggestions.
  const noSearchResults = searching && data?.facets?.total === 0;

  if (notFound)
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
        <p className="eyebrow">404</p>
        <h1 className="mt-3 text-4xl">We could not find that collection</h1>
        <p className="mt-4 max-w-md text-muted">
          It may have been renamed or retired. Everything else is still here.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            Back To Home
          </Link>
          <Link to="/shop" className="btn-secondary">
            Shop all jewellery
          </Link>
        </div>
      </section>
    );

  if (noSearchResults && data) return <NoSearchResults q={q} suggestions={data.search?.suggestions ?? []} />;

  const filterForm = (id: string, footer: React.ReactNode) => (
    <FilterForm
      id={id}
      action={path}
      q={searching ? q : undefined}
      filters={filters}
      facets={data?.facets}
      showCategories={listing?.kind !== 'category'}
      onChange={(next) => update(next)}
      onApply={() => {
        setDrawerOpen(false);
        if (inlineFilters.current) inlineFilters.current.open = false;
      }}
      footer={footer}
    />
  );

  return (
    <div className="pb-16">
      <div className="container-page pt-6">
        <Link to="/" className="inline-flex items-center gap-2 text-sm text-muted hover:text-charcoal">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back To Home
        </Link>
        <header className="mt-6 max-w-3xl">
          {/* Until the reply is in (a navigation in the browser), the header holds what the categories tell of
              it, and blocks of the same height for the rest: the grid below stays where it will be (decision 117). */}
          {searching ? (
            <p className="eyebrow">Search</p>
          ) : listing ? (
            listing.category && <p className="eyebrow">{listing.category.name}</p>
          ) : preview ? (
            preview.eyebrow && <p className="eyebrow">{preview.eyebrow}</p>
          ) : (
            isPending && key.kind !== 'all' && <Skeleton className="h-4 w-28" />
          )}
          {heading || !isPending ? (
            <h1 className="mt-2 min-h-[1.2em] break-words text-4xl sm:text-5xl">{heading}</h1>
          ) : (
            <div className="mt-2 text-4xl sm:text-5xl">
              <Skeleton className="h-[1.2em] w-2/3 max-w-sm" />
            </div>
          )}
          {description && <p className="mt-3 text-muted">{description}</p>}
          {isPending ? (
            <Skeleton className="mt-2 h-5 w-20 sm:hidden" />
          ) : (
            <p className="mt-2 text-sm text-muted sm:hidden">{piecesText}</p>
          )}
        </header>
      </div>

      <div
        ref={gridTop}
        aria-hidden="true"
        data-testid="grid-top"
        className="mt-6 scroll-mt-[var(--header-h,64px)]"
      />
      <div
        className="sticky z-30 border-y border-line bg-ivory/95 backdrop-blur"
        style={{ top: 'var(--header-h, 64px)' }}
      >
        <div className="container-page flex h-14 items-center justify-between gap-3">
          {hydrated && !inlineOpen ? (
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={FilterDrawer.preload}
              onFocus={FilterDrawer.preload}
              aria-haspopup="dialog"
              className={filterButton}
            >
              <FilterLabel count={count} />
            </button>
          ) : (
            // Before the app runs (and without JavaScript) the button opens the same form in place.
            <details
              ref={inlineFilters}
              className="group static"
              onToggle={(e) => setInlineOpen(e.currentTarget.open)}
            >
              <summary className={filterButton}>
                <FilterLabel count={count} />
              </summary>
              <div className="absolute inset-x-0 top-full z-40 flex max-h-[75vh] flex-col border-b border-line bg-surface shadow-xl sm:left-4 sm:right-auto sm:w-[380px] sm:border-x">
                {filterForm(
                  'filter-form-inline',
                  <div className="flex gap-3 border-t border-line px-6 py-4">
                    <a href={resetHref} className="btn-secondary flex-1 px-3">
                      Reset Filters
                    </a>
                    <button type="submit" className="btn-primary flex-1 px-3">
                      Apply filters
                    </button>
                  </div>,
                )}
              </div>
            </details>
          )}
          <p className="hidden text-sm text-muted sm:block" aria-live="polite">
            {piecesText}
          </p>
          <form
            method="get"
            action={path}
            aria-label="Sort"
            // Changed before the app is live, the sort sends this form (before-hydration.ts).
            data-submit-on-change=""
            className="flex items-center gap-2"
            onSubmit={(e) => e.preventDefault()}
          >
            {/* The other choices ride along, so sorting keeps them (and starts again at page 1). */}
            {[...new URLSearchParams(href({ ...filters, sort: null, page: 1 }).split('?')[1] ?? '')].map(
              ([name, value], i) => (
                <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
              ),
            )}
            <label htmlFor={sortId} className="sr-only text-sm text-muted sm:not-sr-only">
              Sort by
            </label>
            <span className="relative flex items-center">
              <select
                id={sortId}
                name="sort"
                value={filters.sort ?? (searching ? '' : 'newest')}
                onChange={(e) => update({ sort: (e.target.value || null) as ProductSort | null })}
                className="appearance-none rounded-[2px] border border-line bg-surface py-2 pl-3 pr-9 text-sm focus:border-gold"
              >
                {/* Search results come most relevant first until another order is chosen. */}
                {searching && <option value="">Most relevant</option>}
                {(Object.keys(SORT_LABELS) as ProductSort[]).map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute right-3 h-4 w-4 text-muted"
              />
            </span>
            <noscript>
              <button type="submit" className="btn-secondary px-3 py-2 text-xs">
                Sort
              </button>
            </noscript>
          </form>
        </div>
      </div>

      <div className="container-page mt-6">
        {count > 0 && (
          <ul className="mb-6 flex flex-wrap items-center gap-2" aria-label="Active filters">
            {filters.metals.map((m) => (
              <Chip
                key={m}
                label={m}
                to={href({ ...filters, page: 1, metals: filters.metals.filter((x) => x !== m) })}
              />
            ))}
            {filters.purities.map((p) => (
              <Chip
                key={p}
                label={p}
                to={href({ ...filters, page: 1, purities: filters.purities.filter((x) => x !== p) })}
              />
            ))}
            {filters.inStock && <Chip label="In stock" to={href({ ...filters, page: 1, inStock: false })} />}
            {filters.categories.map((c) => (
              <Chip
                key={c}
                label={categories.data?.find((x) => x.slug === c)?.name ?? c}
                to={href({ ...filters, page: 1, categories: filters.categories.filter((x) => x !== c) })}
              />
            ))}
            {filters.price && (
              <Chip
                label={
                  filters.price.range || filters.price.max === null
                    ? priceLabel(filters.price)
                    : `${formatINRWhole(filters.price.min)} – ${formatINRWhole(filters.price.max)}`
                }
                to={href({ ...filters, page: 1, price: null })}
              />
            )}
            <li>
              <Link to={resetHref} preventScrollReset state={location.state} className="link text-sm">
                Reset Filters
              </Link>
            </li>
          </ul>
        )}

        {isPending ? (
          <ProductGridSkeleton label="Loading products..." />
        ) : error && !data ? (
          <div
            role="alert"
            className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center"
          >
            <p className="text-danger">
              Error: {error instanceof ApiError ? error.message : 'Failed to fetch products.'}
            </p>
            <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
              Try again
            </button>
          </div>
        ) : data && data.products.length === 0 ? (
          <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-center">
            <h2 className="text-3xl">No products found.</h2>
            <p className="max-w-sm text-muted">Try adjusting your filters to find what you're looking for</p>
            <Link
              to={resetHref}
              preventScrollReset
              state={location.state}
              onClick={(e) => {
                e.preventDefault();
                reset();
              }}
              className="btn-primary mt-3"
            >
              Reset Filters
            </Link>
          </div>
        ) : data ? (
          <div
            aria-busy={isFetching && isPlaceholderData}
            className={`transition-opacity duration-200 ${isFetching && isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {/* The cards' titles are h3s: this heading keeps the outline h1 → h2 → h3 (Lighthouse, screen readers). */}
            <h2 ref={gridHeading} tabIndex={-1} className="sr-only" data-testid="grid-heading">
              Pieces{data.totalPages > 1 ? `, page ${data.page} of ${data.totalPages}` : ''}
            </h2>
            <ProductGrid products={data.products} eager={4} />
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              hrefOf={(page) => href({ ...filters, page })}
              state={location.state}
              onPage={onPage}
            />
          </div>
        ) : null}
      </div>

      <FilterDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        action={path}
        q={searching ? q : undefined}
        filters={filters}
        facets={data?.facets}
        showCategories={listing?.kind !== 'category'}
        total={data?.total}
        onChange={(next) => update(next)}
        onReset={reset}
      />
      <ScrollTopButton />
    </div>
  );
}

function FilterLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      Filter
      {count > 0 && (
        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-gold px-1 text-[11px] text-charcoal">
          {count}
          <span className="sr-only"> active</span>
        </span>
      )}
    </>
  );
}

function Chip({ label, to }: { label: string; to: string }) {
  const location = useLocation();
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        state={location.state}
        aria-label={`Remove filter ${label}`}
        className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-charcoal"
      >
        {label}
        <X aria-hidden="true" className="h-3.5 w-3.5" />
      </Link>
    </li>
  );
}
