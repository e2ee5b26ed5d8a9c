/**
 * A list screen's search, page and filters live in the URL (?q=&page=&status=), so a reload, a shared link or
 * the Back button shows the same slice of the list (docs/decisions/049).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  q: string;
  page: number;
  /** Other filters by name (status, role…); '' when not set. */
  filters: Record<string, string>;
}

export function useListParams(filterNames: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const key = filterNames.join(',');

  const params = useMemo<ListParams>(() => {
    const page = Number(search.get('page'));
    const filters: Record<string, string> = {};
    for (const name of key ? key.split(',') : []) filters[name] = search.get(name) ?? '';
    return {
      q: search.get('q') ?? '',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      filters,
    };
  }, [search, key]);

  /** Sets some values ('' removes one); any change other than the page goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number>) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            const text = String(value);
            if (text === '' || (name === 'page' && text === '1')) next.delete(name);
            else next.set(name, text);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return { params, update };
}

/**
 * Keeps the page inside the list: after the last row of the last page is deleted, or when a link names a page
 * beyond the end, go to the last page that has rows.
 */
export function useClampPage(
  page: number,
  total: number | undefined,
  limit: number,
  update: (changes: Record<string, string | number>) => void,
): void {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / limit));
    if (page > last) update({ page: last });
  }, [page, total, limit, update]);
}
