import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { UI_TIMINGS } from '#domain/business-constants';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { ui } from './ui';

/**
 * A list's search field: it searches once typing pauses, and follows the URL when the value changes from
 * outside (Back button, a link from the dashboard).
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, UI_TIMINGS.searchDebounceMs);

  // The URL changed under us (Back, a link): show its value.
  useEffect(() => setText((t) => (t.trim() === value ? t : value)), [value]);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
    // onSearch is a new function each render; only a settled text should search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={placeholder ?? label}
        className={`${ui.input} pl-8 pr-8 [&::-webkit-search-cancel-button]:hidden`}
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute right-1 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center text-muted hover:text-charcoal"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
