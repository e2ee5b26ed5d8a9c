/**
 * The header's search (docs/shop/storefront.md §2, §4): a GET form to /search (docs/decisions/114) — Enter, or
 * the search without JavaScript, opens the results page. Suggestions appear 300 ms after typing stops, from 2
 * characters — a Products group, then Suggestions (categories and subcategories), then "See all results for '…'".
 * 'Searching...' while loading, 'No results found for "{query}"' when nothing matches; a failed search shows no
 * results. The list is a combobox: arrows move, Enter opens the highlighted option (else submits), Escape closes.
 * The mobile menu uses the same component.
 */
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { UI_TIMINGS } from '../../../../../domain/business-constants';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { productPath, subcategoryPath, collectionPath } from '../../lib/links';
import type { SearchOption } from './SearchResultsList';
import { SEARCH_MAX_CHARS } from '../../lib/listing-params';

const loadApi = () => import('../../api/catalog-api').then((m) => m.catalogApi);

/**
 * The suggestions' list is its own chunk, fetched when the field is first focused (before any suggestion can
 * show): it is not part of any page's first download (docs/decisions/117).
 */
const loadList = () => import('./SearchResultsList');
const SearchResultsList = lazy(() => loadList().then((m) => ({ default: m.SearchResultsList })));

export function SearchBox({
  id,
  autoFocus = false,
  onNavigate,
  className = '',
}: {
  id: string;
  autoFocus?: boolean;
  /** Called after a result was opened (the mobile menu closes). */
  onNavigate?: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const wrapper = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const query = useDebouncedValue(text.trim(), UI_TIMINGS.searchDebounceMs);
  const enabled = query.length >= UI_TIMINGS.searchMinChars;

  const { data, isFetching, isError } = useQuery({
    queryKey: ['catalog', 'search', query],
    queryFn: async ({ signal }) => (await loadApi()).search(query, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
  // A failed search clears the results (docs/shop/storefront.md §4).
  const results = isError ? undefined : data;

  const options: SearchOption[] = useMemo(() => {
    if (!results) return [];
    const all: SearchOption[] = results.products.length
      ? [{ kind: 'all', key: 'all', to: searchPath(query), query }]
      : [];
    return [
      ...results.products.map((p) => ({
        kind: 'product' as const,
        key: `p-${p._id}`,
        to: productPath(p.slug),
        state: { productId: p._id },
        product: p,
      })),
      ...results.categories.map((c) => ({
        kind: 'suggestion' as const,
        key: `c-${c._id}`,
        to: collectionPath(c.slug),
        state: { categoryId: c._id },
        label: c.name,
        detail: 'Category',
      })),
      ...results.subcategories.map((s) => ({
        kind: 'suggestion' as const,
        key: `s-${s._id}`,
        to: subcategoryPath(s),
        state: { subcategoryId: s._id },
        label: s.name,
        detail: s.category.name,
      })),
      ...all,
    ];
  }, [results, query]);

  useEffect(() => setActive(-1), [query]);

  // Keep the option chosen with the arrow keys in view inside the scrolling panel.
  useEffect(() => {
    if (active < 0) return;
    panel.current
      ?.querySelector(`#${CSS.escape(`${listId}-${options[active]?.key ?? ''}`)}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, listId, options]);

  // Close when focus or a click goes elsewhere.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const go = (option: SearchOption) => {
    setOpen(false);
    setText('');
    navigate(option.to, { state: option.kind === 'all' ? undefined : option.state });
    onNavigate?.();
  };
  const submit = () => {
    const q = text.trim();
    setOpen(false);
    setActive(-1);
    navigate(q ? searchPath(q) : '/search');
    onNavigate?.();
  };

  const showPanel = open && text.trim().length >= UI_TIMINGS.searchMinChars;
  const waiting = showPanel && (query !== text.trim() || (enabled && isFetching && !results));

  return (
    <form
      ref={wrapper}
      method="get"
      action="/search"
      role="search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search jewellery
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          name="q"
          maxLength={SEARCH_MAX_CHARS}
          type="search"
          role="combobox"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            active >= 0 && options[active] ? `${listId}-${options[active]!.key}` : undefined
          }
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder="Search rings, earrings, gold…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            void loadList();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              if (showPanel) e.stopPropagation();
              setOpen(false);
              setActive(-1);
            } else if (e.key === 'ArrowDown' && options.length) {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % options.length);
            } else if (e.key === 'ArrowUp' && options.length) {
              e.preventDefault();
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (e.key === 'Enter') {
              // A highlighted option opens; otherwise Enter submits the form (the results page).
              const chosen = active >= 0 ? options[active] : undefined;
              if (showPanel && chosen && !waiting) {
                e.preventDefault();
                go(chosen);
              }
            }
          }}
          className="input h-10 rounded-full border-line bg-surface pl-9 pr-9 text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              setOpen(false);
            }}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted hover:text-charcoal"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
      {showPanel && (
        // The panel scrolls when the results are taller than it: it takes focus (Tab from the field) so the keyboard
        // can scroll it too, and the option chosen with the arrows is scrolled into view.
        <div
          ref={panel}
          tabIndex={0}
          aria-label="Search results panel"
          role="group"
          className="absolute left-0 right-0 top-full z-50 mt-2 max-h-[60vh] overflow-y-auto rounded-[2px] border border-line bg-surface shadow-xl"
        >
          <Suspense fallback={<p className="px-4 py-3 text-sm text-muted">Searching...</p>}>
            <SearchResultsList
              listId={listId}
              query={text.trim()}
              waiting={waiting}
              options={options}
              active={active}
              onHover={setActive}
              onChoose={go}
            />
          </Suspense>
        </div>
      )}
    </form>
  );
}

/** The results page of a search. */
export const searchPath = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;
