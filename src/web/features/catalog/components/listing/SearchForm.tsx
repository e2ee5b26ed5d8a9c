/**
 * The search page's own search field: a GET form to /search (works without JavaScript; with it the router
 * navigates). The header's search box (header/SearchBox.tsx) is the same form with suggestions.
 */
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_MAX_CHARS } from '#domain/catalog-constants';
import { searchPath } from '#web/features/catalog/lib/links';

export function SearchForm({ q, autoFocus = false }: { q: string; autoFocus?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Search the collection"
      className="flex max-w-xl gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        navigate(value ? searchPath(value) : '/search');
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search jewellery
      </label>
      <span className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={SEARCH_MAX_CHARS}
          autoFocus={autoFocus}
          placeholder="Search rings, earrings, gold…"
          className="input h-11 rounded-full border-line bg-surface pl-9 text-sm"
        />
      </span>
      <button type="submit" className="btn-primary h-11 px-5">
        Search
      </button>
    </form>
  );
}
