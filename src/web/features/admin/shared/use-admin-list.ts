/**
 * The state of an admin list page (docs/decisions/121): search, page, filters and sort, kept in the URL by
 * useListParams (docs/decisions/049). A filter's value is checked against the choices the list offers, so a
 * hand-edited URL never sends an unknown value to the server or shows a select with nothing chosen.
 */
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { useListParams } from '../lib/use-list-params';
import type { SortDir } from '../components/SortableTh';

export type FilterOption = string | { value: string; label: string };

/** One filter of a list's toolbar: a select of choices with "all" (''), or a checkbox ('true' or ''). */
export type ListFilterSpec = {
  name: string;
  label: string;
  /** Said when nothing is found with only this filter set (messages: 'No unread messages.'). */
  empty?: string;
} & (
  | {
      allLabel: string;
      options: readonly FilterOption[];
      width?: string;
      /** Any value is kept: the choices load later (categories). */
      anyValue?: boolean;
    }
  | { check: true }
);

const valueOf = (o: FilterOption) => (typeof o === 'string' ? o : o.value);

function checked(spec: ListFilterSpec, raw: string): string {
  if ('check' in spec) return raw === 'true' ? 'true' : '';
  return spec.anyValue || spec.options.some((o) => valueOf(o) === raw) ? raw : '';
}

export function useAdminList<S extends string = string>({
  search = '',
  filters = [],
  sorts = [],
  extra = [],
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  /** The search box's placeholder (what the search looks in). */
  search?: string;
  filters?: readonly ListFilterSpec[];
  /** The keys a column header may sort by (?sort=&dir=). */
  sorts?: readonly S[];
  /** Other URL values the page keeps (appointments' view and week). */
  extra?: readonly string[];
  /** Rows per page: the server's default page unless the list shows more. */
  pageSize?: number;
} = {}) {
  const { params, update } = useListParams([
    ...filters.map((f) => f.name),
    ...(sorts.length ? ['sort', 'dir'] : []),
    ...extra,
  ]);
  const values: Record<string, string> = {};
  for (const f of filters) values[f.name] = checked(f, params.filters[f.name] ?? '');
  const rawSort = params.filters.sort ?? '';
  const sort = (sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : undefined;
  const dir: SortDir = params.filters.dir === 'desc' ? 'desc' : 'asc';
  return {
    q: params.q,
    page: params.page,
    pageSize,
    /** What every paged list call is asked with: the search, the page and its size. */
    paging: { q: params.q || undefined, page: params.page, limit: pageSize },
    /** The toolbar: the search box's placeholder and the filters. */
    search,
    filters,
    /** Each filter's checked value ('' when not set). */
    values,
    /** The URL's values of `extra`, unchecked. */
    raw: params.filters,
    sort,
    dir,
    /** Something narrows the list: the empty state says "match" rather than "none yet". */
    filtered: !!params.q || Object.values(values).some(Boolean),
    update,
  };
}

export type AdminList = ReturnType<typeof useAdminList>;
