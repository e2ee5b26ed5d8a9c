/**
 * One admin list page (docs/decisions/121): heading, search and filters, loading / failure / empty states, the
 * rows as a table (cards on phones) or as cards, row actions, pages, and the "Are you sure…?" before a delete.
 * Categories, subcategories, products, users, orders, appointments and messages are this component with their
 * own columns; their state lives in the URL (use-admin-list.ts).
 */
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { useClampPage } from '../lib/use-list-params';
import { ListTable, type ListColumn } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { RowActions, type RowAction } from './RowActions';
import type { AdminList } from './use-admin-list';

export type { ListColumn } from './ListTable';
export type { RowAction } from './RowActions';

interface Row {
  _id: string;
}

/** Delete, asked first: 'Are you sure you want to delete this {noun}?' */
export interface RemoveSpec<T> {
  noun: string;
  /** The row's name: the button's 'Delete {name}' and the dialog's first words. */
  name: (row: T) => string;
  /** What follows the name in the dialog: 'will be removed. …'. */
  describe: (row: T) => ReactNode;
  mutation: { isPending: boolean; mutate: (id: string, options: { onSettled: () => void }) => void };
  /** Why this row cannot be deleted here, said in place of the button (your own account). */
  refuse?: (row: T) => string | undefined;
}

export function AdminListPage<T extends Row, D>({
  title,
  description,
  actions,
  back,
  intro,
  view,
  noun,
  list,
  search = '',
  pageSize = 0,
  query,
  rows,
  total,
  loadFailed,
  empty,
  emptyAction,
  caption = title,
  columns,
  rowClassName,
  cards,
  rowActions,
  remove,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  /** Between the heading and the list (a menu, a switch of views). */
  intro?: ReactNode;
  /** Another view shown instead of the toolbar and the list (appointments' week). */
  view?: ReactNode;
  /** Plural: 'Loading {noun}…', 'Search {noun}', 'No {noun} match this search.', 'Showing 1–20 of 40 {noun}'. */
  noun: string;
  /** A searched, filtered and paged list (the URL's state); none for the whole-list catalogue screens. */
  list?: AdminList;
  /** The search box's placeholder. */
  search?: string;
  pageSize?: number;
  query: UseQueryResult<D>;
  rows: (data: D) => readonly T[];
  total?: (data: D) => number;
  /** The failure's message, or one chosen from the error. */
  loadFailed: string | ((error: Error) => string);
  /** Said when there is nothing at all (a search or filter that finds nothing says 'No {noun} match…'). */
  empty: string;
  /** Offered with `empty` (a link to add the first one). */
  emptyAction?: ReactNode;
  caption?: string;
  columns?: readonly ListColumn<T>[];
  rowClassName?: (row: T) => string;
  /** Rows as cards instead of a table: the list's layout and one card. */
  cards?: { className: string; render: (row: T) => ReactNode };
  rowActions?: (row: T) => RowAction[];
  remove?: RemoveSpec<T>;
  /** Dialogs the rows open. */
  children?: ReactNode;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const busy = query.isPlaceholderData;
  useClampPage(
    list?.page ?? 1,
    list && total && query.data && !busy ? total(query.data) : undefined,
    pageSize || 1,
    list?.update ?? noop,
  );

  const actionsOf =
    rowActions || remove
      ? (row: T) => {
          const refusal = remove?.refuse?.(row);
          const own = rowActions?.(row) ?? [];
          const del: RowAction[] =
            remove && !refusal
              ? [
                  {
                    label: 'Delete',
                    name: `Delete ${remove.name(row)}`,
                    icon: Trash2,
                    danger: true,
                    onClick: () => setTarget(row),
                  },
                ]
              : [];
          return (
            <>
              <RowActions actions={[...own, ...del]} />
              {refusal && <span className="text-xs text-muted">{refusal}</span>}
            </>
          );
        }
      : undefined;

  return (
    <div>
      <PageHeader title={title} description={description} actions={actions} back={back} />
      {intro}
      {view ?? (
        <>
          {list && <ListToolbar list={list} noun={noun} placeholder={search} />}
          {query.isPending ? (
            <Loading label={`Loading ${noun}…`} />
          ) : query.isError ? (
            <LoadError
              message={typeof loadFailed === 'string' ? loadFailed : loadFailed(query.error)}
              detail={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
            />
          ) : rows(query.data).length === 0 ? (
            <EmptyState message={list ? emptyMessage(list, noun, empty) : empty}>
              {!list?.filtered && emptyAction}
            </EmptyState>
          ) : (
            <>
              {cards ? (
                <ul className={`${cards.className} ${busy ? 'opacity-60' : ''}`}>
                  {rows(query.data).map((row) => (
                    <li key={row._id} className="grid grid-cols-1">
                      {cards.render(row)}
                    </li>
                  ))}
                </ul>
              ) : (
                <ListTable
                  caption={caption}
                  columns={columns ?? []}
                  rows={rows(query.data)}
                  busy={busy}
                  list={list}
                  rowClassName={rowClassName}
                  actions={actionsOf}
                />
              )}
              {list && total && (
                <Pagination
                  page={list.page}
                  limit={pageSize}
                  total={total(query.data)}
                  onPage={(page) => list.update({ page })}
                  noun={noun}
                />
              )}
            </>
          )}
        </>
      )}
      {remove && (
        <ConfirmDialog
          open={!!target}
          onOpenChange={(o) => !o && setTarget(null)}
          title={`Are you sure you want to delete this ${remove.noun}?`}
          description={
            target && (
              <p>
                <strong className="text-charcoal">{remove.name(target)}</strong> {remove.describe(target)}
              </p>
            )
          }
          busy={remove.mutation.isPending}
          onConfirm={() => target && remove.mutation.mutate(target._id, { onSettled: () => setTarget(null) })}
        />
      )}
      {children}
    </div>
  );
}

function noop() {}

/** Nothing found: by the search, by a filter that has its own words, by the filters, or nothing at all. */
function emptyMessage(list: AdminList, noun: string, empty: string): string {
  if (list.q) return `No ${noun} match this search.`;
  const own = list.filters.find((f) => f.empty && list.values[f.name]);
  if (own?.empty) return own.empty;
  return list.filtered ? `No ${noun} match this search.` : empty;
}
