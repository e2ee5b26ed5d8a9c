/**
 * The body of an admin list page (docs/decisions/121): loading, failure, nothing found, or the rows (a table from
 * columns, or cards) with the pager.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '#web/lib/api-client';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { ListTable, type ListColumn } from './ListTable';
import type { AdminList } from './use-admin-list';

/** How a list names what it holds: 'Loading {noun}…', 'Search {noun}'; `short` in 'No {short} match…' and the pager. */
export interface ListNouns {
  noun: string;
  short: string;
}

export interface ListBodyProps<T extends { _id: string }, D> {
  nouns: ListNouns;
  list: AdminList | undefined;
  pageSize: number;
  query: UseQueryResult<D>;
  rows: (data: D) => readonly T[];
  total: ((data: D) => number) | undefined;
  loadFailed: string | ((error: Error) => string);
  empty: string;
  emptyAction: ReactNode;
  caption: string;
  columns: readonly ListColumn<T>[] | undefined;
  rowClassName: ((row: T) => string) | undefined;
  cards: { className: string; label?: string; render: (row: T) => ReactNode } | undefined;
  actions: ((row: T) => ReactNode) | undefined;
}

export function ListBody<T extends { _id: string }, D>(props: ListBodyProps<T, D>) {
  const { nouns, list, query, rows, total } = props;
  if (query.isPending) return <Loading label={`Loading ${nouns.noun}…`} />;
  if (query.isError)
    return (
      <LoadError
        message={typeof props.loadFailed === 'string' ? props.loadFailed : props.loadFailed(query.error)}
        detail={errorMessage(query.error, '')}
        onRetry={() => void query.refetch()}
      />
    );
  const items = rows(query.data);
  if (items.length === 0)
    return (
      <EmptyState message={list ? emptyMessage(list, nouns.short, props.empty) : props.empty}>
        {!list?.filtered && props.emptyAction}
      </EmptyState>
    );
  return (
    <>
      <ListRows {...props} items={items} busy={query.isPlaceholderData} />
      {list && total && (
        <Pagination
          page={list.page}
          limit={props.pageSize}
          total={total(query.data)}
          onPage={(page) => list.update({ page })}
          noun={nouns.short}
        />
      )}
    </>
  );
}

/** The rows: cards (a `<ul>`, each `<li>` a one-column grid so long lines truncate) or a table. */
function ListRows<T extends { _id: string }, D>({
  cards,
  items,
  busy,
  ...props
}: ListBodyProps<T, D> & { items: readonly T[]; busy: boolean }) {
  if (cards)
    return (
      <ul className={`${cards.className} ${busy ? 'opacity-60' : ''}`} aria-label={cards.label}>
        {items.map((row) => (
          <li key={row._id} className="grid grid-cols-1">
            {cards.render(row)}
          </li>
        ))}
      </ul>
    );
  return (
    <ListTable
      caption={props.caption}
      columns={props.columns ?? []}
      rows={items}
      busy={busy}
      list={props.list}
      rowClassName={props.rowClassName}
      actions={props.actions}
    />
  );
}

/** Nothing found: by the search, by a filter that has its own words, by the filters, or nothing at all. */
function emptyMessage(list: AdminList, noun: string, empty: string): string {
  if (list.q) return `No ${noun} match this search.`;
  const own = list.filters.find((f) => f.empty && list.values[f.name]);
  if (own?.empty) return own.empty;
  return list.filtered ? `No ${noun} match this search.` : empty;
}
