/**
 * A product listing (storefront.md §2 "Listing screen"): /shop, /collections/{slug}, the featured collection's
 * /{brand}s-collection/{slug} and /new-arrivals. It loads by the slug in the URL (an id in navigation state is
 * used when present), and keeps its filters, sort and page in the URL query, so a pasted link, a reload and
 * Back all show the same grid.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ArrowLeft, ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { MERCHANDISING_SLUGS, type ProductSort } from '../../../../domain/catalog-constants';
import { formatINRWhole } from '../../../../domain/money';
import { usePageTitle } from '../../../components/usePageTitle';
import { Spinner } from '../../../components/Spinner';
import { ScrollTopButton } from '../../../components/ScrollTopButton';
import { ApiError } from '../../../lib/api-client';
import { useAllCategories, useListing } from '../api/queries';
import { ProductGrid } from '../components/card/ProductGrid';
import { Pagination } from '../components/listing/Pagination';
import {
  DEFAULT_FILTERS,
  PRICE_SLIDER,
  activeFilterCount,
  filtersFromSearch,
  searchFromFilters,
  type ListingFilters,
  type ListingKey,
} from '../lib/listing-params';
import type { ListingState } from '../lib/links';
import { lazyDialog } from '../../../components/lazy-dialog';

/** The filter drawer (and Radix Dialog) is its own chunk, fetched when the Filter button is neared or pressed. */
const FilterDrawer = lazyDialog(() =>
  import('../components/listing/FilterDrawer').then((m) => m.FilterDrawer),
);

export type ListingMode = 'shop' | 'collection' | 'featured-collection' | 'new-arrivals';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  best_selling: 'Best Selling',
};

function useListingKey(mode: ListingMode, state: ListingState): ListingKey {
  const { slug: rawSlug = '' } = useParams();
  const slug = rawSlug.toLowerCase();
  const { subcategoryId, categoryId } = state;
  return useMemo((): ListingKey => {
    if (mode === 'shop') return { kind: 'all' };
    if (mode === 'new-arrivals') return { kind: 'subcategorySlug', slug: MERCHANDISING_SLUGS.newArrivals };
    if (subcategoryId) return { kind: 'subcategoryId', id: subcategoryId };
    if (mode === 'collection' && categoryId) return { kind: 'categoryId', id: categoryId };
    if (mode === 'featured-collection') return { kind: 'subcategorySlug', slug };
    return { kind: 'slug', slug };
  }, [mode, slug, subcategoryId, categoryId]);
}

export default function ListingPage({ mode }: { mode: ListingMode }) {
  const location = useLocation();
  const state = (location.state ?? {}) as ListingState;
  const key = useListingKey(mode, state);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const request = useMemo(() => ({ key, filters }), [key, filters]);
  const { data, error, isPending, isFetching, isPlaceholderData } = useListing(request);
  const categories = useAllCategories();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);

  const notFound = error instanceof ApiError && error.status === 404;
  usePageTitle(
    notFound
      ? 'Collection not found'
      : data?.listing.kind === 'all'
        ? 'Shop All Jewellery'
        : data?.listing.name,
  );

  useEffect(() => {
    if (error && !notFound)
      toast.error(error instanceof ApiError ? error.message : 'Failed to fetch products.');
  }, [error, notFound]);

  const update = (next: Partial<ListingFilters>, options: { keepPage?: boolean } = {}) => {
    const merged = { ...filters, ...next, ...(options.keepPage ? {} : { page: 1 }) };
    // The navigation state (the listing's id) stays with the page as its query changes.
    setParams(searchFromFilters(merged), { preventScrollReset: true, state: location.state });
  };
  const reset = () =>
    setParams(searchFromFilters({ ...DEFAULT_FILTERS, sort: filters.sort }), {
      preventScrollReset: true,
      state: location.state,
    });
  // A page change brings the grid's top under the header (the anchor sits just above the sticky filter bar: a
  // sticky element itself is always "in view", so scrolling to it did nothing) and, once the page has arrived,
  // moves focus to the grid's heading, which names the page (docs/decisions/110).
  const gridHeading = useRef<HTMLHeadingElement>(null);
  const focusGridOnPage = useRef<number | null>(null);
  const goToPage = (page: number) => {
    update({ page }, { keepPage: true });
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
  const heading = listing ? (listing.kind === 'all' ? 'All Jewellery' : listing.name) : '';

  // The first load shows one full-screen spinner, not the page's frame: the frame's heading, description and
  // count would push the grid down when they arrive (layout shift, measured by npm run bench:web).
  if (isPending && !data)
    return (
      <div className="container-page flex min-h-[100svh] items-center justify-center text-muted">
        <Spinner label="Loading products..." />
      </div>
    );

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

  return (
    <div className="pb-16">
      <div className="container-page pt-6">
        <Link to="/" className="inline-flex items-center gap-2 text-sm text-muted hover:text-charcoal">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back To Home
        </Link>
        <header className="mt-6 max-w-3xl">
          {listing?.category && <p className="eyebrow">{listing.category.name}</p>}
          <h1 className="mt-2 min-h-[1.2em] text-4xl sm:text-5xl">{heading}</h1>
          {listing?.description && <p className="mt-3 text-muted">{listing.description}</p>}
          <p className="mt-2 text-sm text-muted sm:hidden">
            {data ? `${data.total} ${data.total === 1 ? 'piece' : 'pieces'}` : ''}
          </p>
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
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={FilterDrawer.preload}
            onFocus={FilterDrawer.preload}
            aria-haspopup="dialog"
            className="inline-flex items-center gap-2 rounded-[2px] border border-charcoal px-4 py-2 text-xs font-medium uppercase tracking-[0.14em] hover:bg-charcoal hover:text-ivory"
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            Filter
            {count > 0 && (
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-gold px-1 text-[11px] text-charcoal">
                {count}
                <span className="sr-only"> active</span>
              </span>
            )}
          </button>
          <p className="hidden text-sm text-muted sm:block" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'piece' : 'pieces'}` : ''}
          </p>
          <label className="relative flex items-center gap-2 text-sm">
            <span className="sr-only text-muted sm:not-sr-only">Sort by</span>
            <select
              value={filters.sort ?? 'newest'}
              onChange={(e) => update({ sort: e.target.value as ProductSort })}
              className="appearance-none rounded-[2px] border border-line bg-surface py-2 pl-3 pr-9 text-sm focus:border-gold"
            >
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
          </label>
        </div>
      </div>

      <div className="container-page mt-6">
        {count > 0 && (
          <ul className="mb-6 flex flex-wrap items-center gap-2" aria-label="Active filters">
            {filters.metals.map((m) => (
              <Chip
                key={m}
                label={m}
                onRemove={() => update({ metals: filters.metals.filter((x) => x !== m) })}
              />
            ))}
            {filters.categories.map((c) => (
              <Chip
                key={c}
                label={categories.data?.find((x) => x.slug === c)?.name ?? c}
                onRemove={() => update({ categories: filters.categories.filter((x) => x !== c) })}
              />
            ))}
            {(filters.min > PRICE_SLIDER.min || filters.max !== null) && (
              <Chip
                label={`${formatINRWhole(filters.min)} – ${filters.max === null ? `${formatINRWhole(PRICE_SLIDER.max)}+` : formatINRWhole(filters.max)}`}
                onRemove={() => update({ min: PRICE_SLIDER.min, max: null })}
              />
            )}
            <li>
              <button type="button" onClick={reset} className="link text-sm">
                Reset Filters
              </button>
            </li>
          </ul>
        )}

        {isPending ? (
          <div className="flex min-h-[40vh] items-center justify-center text-muted">
            <Spinner label="Loading products..." />
          </div>
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
            <button type="button" onClick={reset} className="btn-primary mt-3">
              Reset Filters
            </button>
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
            <Pagination page={data.page} totalPages={data.totalPages} onPage={goToPage} />
          </div>
        ) : null}
      </div>

      <FilterDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        filters={filters}
        categories={categories.data ?? []}
        showCategories={listing?.kind !== 'category'}
        total={data?.total}
        onChange={(next) => update(next)}
        onReset={reset}
      />
      <ScrollTopButton />
    </div>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter ${label}`}
        className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-charcoal"
      >
        {label}
        <X aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    </li>
  );
}
