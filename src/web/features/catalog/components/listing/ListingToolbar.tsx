import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { ProductSort } from '#domain/catalog-constants';
import { useHydrated } from '#web/components/use-hydrated';
import type { ListingFilters } from '#web/features/catalog/lib/listing-params';
import { FilterForm } from './FilterForm';

/** What the inline filter form and the drawer's share: the listing's filters and where they go. */
export type ListingFilterProps = Pick<
  ComponentProps<typeof FilterForm>,
  'action' | 'q' | 'filters' | 'facets' | 'showCategories' | 'onChange'
>;

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  best_selling: 'Best Selling',
};

const filterButton =
  'inline-flex cursor-pointer list-none items-center gap-2 rounded-[2px] border border-charcoal px-4 py-2 text-xs font-medium uppercase tracking-[0.14em] hover:bg-charcoal hover:text-ivory [&::-webkit-details-marker]:hidden';

/** The sticky bar above the grid: the Filter button, the number of pieces and the sort. */
export function ListingToolbar({
  filter,
  piecesText,
  sort,
}: {
  filter: ReactNode;
  piecesText: string;
  sort: ReactNode;
}) {
  return (
    <div
      className="sticky z-30 border-y border-line bg-ivory/95 backdrop-blur"
      style={{ top: 'var(--header-h, 64px)' }}
    >
      <div className="container-page flex h-14 items-center justify-between gap-3">
        {filter}
        <p className="hidden text-sm text-muted sm:block" aria-live="polite">
          {piecesText}
        </p>
        {sort}
      </div>
    </div>
  );
}

/**
 * The Filter button: with the app live it opens the drawer; before (and without JavaScript) it opens the same
 * form in place. The form opened in place before the app was live stays in place, with what was ticked in it,
 * until the shopper closes it; only then does the button open the drawer (a slow phone's taps are never lost).
 *
 * The in-place `<details>` stays mounted (hidden) beside the live button: a tap on its summary that lands just
 * before the button replaces it opens it natively, and its `toggle` event — a task of its own, which may come
 * after that render — must still find the element to bring the open form back (docs/decisions/112).
 */
export function FilterToggle({
  filterProps,
  count,
  resetHref,
  onOpenDrawer,
  onPreloadDrawer,
  onApplied,
}: {
  filterProps: ListingFilterProps;
  count: number;
  resetHref: string;
  onOpenDrawer: () => void;
  onPreloadDrawer: () => void;
  onApplied: () => void;
}) {
  const hydrated = useHydrated();
  const inlineFilters = useRef<HTMLDetailsElement>(null);
  const [inlineOpen, setInlineOpen] = useState(false);
  useEffect(() => {
    if (inlineFilters.current?.open) setInlineOpen(true);
  }, []);
  const inline = !hydrated || inlineOpen;

  return (
    <>
      {!inline && (
        <button
          type="button"
          onClick={onOpenDrawer}
          onPointerEnter={onPreloadDrawer}
          onFocus={onPreloadDrawer}
          aria-haspopup="dialog"
          className={filterButton}
        >
          <FilterLabel count={count} />
        </button>
      )}
      <details
        ref={inlineFilters}
        hidden={!inline}
        className="group static"
        onToggle={(e) => setInlineOpen(e.currentTarget.open)}
      >
        <summary className={filterButton}>
          <FilterLabel count={count} />
        </summary>
        {inline && (
          <div className="absolute inset-x-0 top-full z-40 flex max-h-[75vh] flex-col border-b border-line bg-surface shadow-xl sm:left-4 sm:right-auto sm:w-[380px] sm:border-x">
            <FilterForm
              id="filter-form-inline"
              {...filterProps}
              onApply={() => {
                onApplied();
                if (inlineFilters.current) inlineFilters.current.open = false;
              }}
              footer={
                <div className="flex gap-3 border-t border-line px-6 py-4">
                  <a href={resetHref} className="btn-secondary flex-1 px-3">
                    Reset Filters
                  </a>
                  <button type="submit" className="btn-primary flex-1 px-3">
                    Apply filters
                  </button>
                </div>
              }
            />
          </div>
        )}
      </details>
    </>
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

/** The sort: a GET form whose other fields carry the other choices, so sorting keeps them (from page 1). */
export function SortForm({
  action,
  filters,
  searching,
  href,
  onSort,
}: {
  action: string;
  filters: ListingFilters;
  searching: boolean;
  href: (f: ListingFilters) => string;
  onSort: (sort: ProductSort | null) => void;
}) {
  const sortId = useId();
  return (
    <form
      method="get"
      action={action}
      aria-label="Sort"
      // Changed before the app is live, the sort sends this form (before-hydration.ts).
      data-submit-on-change=""
      className="flex items-center gap-2"
      onSubmit={(e) => e.preventDefault()}
    >
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
          onChange={(e) => onSort((e.target.value || null) as ProductSort | null)}
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
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 h-4 w-4 text-muted" />
      </span>
      <noscript>
        <button type="submit" className="btn-secondary px-3 py-2 text-xs">
          Sort
        </button>
      </noscript>
    </form>
  );
}
