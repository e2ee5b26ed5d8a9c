/**
 * The header's search (docs/shop/storefront.md §2, §4): a GET form to /search (docs/decisions/114) — Enter, or
 * the search without JavaScript, opens the results page. Suggestions appear 300 ms after typing stops, from 2
 * characters — a Products group, then Suggestions (categories and subcategories), then "See all results for '…'".
 * 'Searching...' while loading, 'No results found for "{query}"' when nothing matches; a failed search shows no
 * results. The list is a combobox: arrows move, Enter opens the highlighted option (else submits), Escape closes.
 * The mobile menu uses the same component.
 */
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { UI_TIMINGS } from '#domain/business-constants';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { searchPath } from '#web/features/catalog/lib/links';
import type { SearchOption } from './SearchResultsList';
import { SEARCH_MAX_CHARS } from '#domain/catalog-constants';
import { useCloseOnPointerOutside } from '#web/components/use-close-on-pointer-outside';

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
  const listId = useId();
  const wrapper = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { query, options, loading } = useSearchSuggestions(text.trim());
  const [active, setActive] = useActiveOption(query, options, listId, panel);
  useCloseOnPointerOutside(open, wrapper, setOpen);

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
  const waiting = showPanel && (query !== text.trim() || loading);
  const activeId = active >= 0 && options[active] ? `${listId}-${options[active]!.key}` : undefined;
  const onKeyDown = comboboxKeys({ options, active, setActive, setOpen, showPanel, waiting, onChoose: go });

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
          aria-activedescendant={activeId}
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
          onKeyDown={onKeyDown}
          className="input h-10 rounded-full border-line bg-surface pl-9 pr-9 text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <ClearButton
            onClear={() => {
              setText('');
              setOpen(false);
            }}
          />
        )}
      </div>
      {showPanel && (
        <SearchPanel panelRef={panel}>
          <SearchResultsList
            listId={listId}
            query={text.trim()}
            waiting={waiting}
            options={options}
            active={active}
            onHover={setActive}
            onChoose={go}
          />
        </SearchPanel>
      )}
    </form>
  );
}

/**
 * The suggestions' panel. It scrolls when the results are taller than it: it takes focus (Tab from the field) so
 * the keyboard can scroll it too, and the option chosen with the arrows is scrolled into view.
 */
function SearchPanel({ panelRef, children }: { panelRef: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      ref={panelRef}
      tabIndex={0}
      aria-label="Search results panel"
      role="group"
      className="absolute left-0 right-0 top-full z-50 mt-2 max-h-[60vh] overflow-y-auto rounded-[2px] border border-line bg-surface shadow-xl"
    >
      <Suspense fallback={<p className="px-4 py-3 text-sm text-muted">Searching...</p>}>{children}</Suspense>
    </div>
  );
}

function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      aria-label="Clear search"
      onClick={onClear}
      className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted hover:text-charcoal"
    >
      <X aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

const NO_OPTIONS: SearchOption[] = [];

/**
 * The suggestions for the typed text as the listbox's options, asked for once typing has paused (`query`, the
 * debounced text) and it is long enough; `loading` while the first reply for it is on its way. A failed search
 * shows no results (docs/shop/storefront.md §4). The reply is turned into options by the list's own chunk, off
 * the first load.
 */
function useSearchSuggestions(text: string) {
  const query = useDebouncedValue(text, UI_TIMINGS.searchDebounceMs);
  const enabled = query.length >= UI_TIMINGS.searchMinChars;
  const { data, isFetching, isError } = useQuery({
    queryKey: ['catalog', 'search', query],
    queryFn: async ({ signal }) => (await loadList()).fetchSearchOptions(query, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
  const results = isError ? undefined : data;
  return { query, options: results ?? NO_OPTIONS, loading: enabled && isFetching && !results };
}

/**
 * The option highlighted with the arrow keys (-1: none): cleared when the query changes, and kept in view inside
 * the scrolling panel.
 */
function useActiveOption(
  query: string,
  options: SearchOption[],
  listId: string,
  panel: RefObject<HTMLDivElement | null>,
) {
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(-1), [query]);
  useEffect(() => {
    if (active < 0) return;
    panel.current
      ?.querySelector(`#${CSS.escape(`${listId}-${options[active]?.key ?? ''}`)}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, listId, options, panel]);
  return [active, setActive] as const;
}

/**
 * The combobox's keys: arrows move through the options, Enter opens the highlighted one (else the form submits,
 * to the results page), Escape closes.
 */
function comboboxKeys({
  options,
  active,
  setActive,
  setOpen,
  showPanel,
  waiting,
  onChoose,
}: {
  options: SearchOption[];
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  setOpen: (open: boolean) => void;
  showPanel: boolean;
  waiting: boolean;
  onChoose: (option: SearchOption) => void;
}) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
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
      const chosen = active >= 0 ? options[active] : undefined;
      if (showPanel && chosen && !waiting) {
        e.preventDefault();
        onChoose(chosen);
      }
    }
  };
}
