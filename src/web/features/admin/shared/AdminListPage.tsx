/**
 * One admin list page (docs/decisions/121): heading, search and filters, loading / failure / empty states, the
 * rows as a table (cards on phones) or as cards, row actions, pages, and the "Are you sure…?" before a delete.
 * Categories, subcategories, products, users, orders, appointments, messages, discount codes and reviews are this
 * component with their own columns (docs/decisions/127); their state lives in the URL (use-admin-list.ts).
 */
import type { ReactNode } from 'react';
import type { ListSource } from '../api/calls';
import { PageHeader } from '../components/PageHeader';
import { useClampPage } from '../lib/use-list-params';
import { ListBody } from './ListBody';
import type { ListColumn } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { RemoveDialog, useRowActions, type RemoveSpec } from './RemoveRow';
import type { RowAction } from './RowActions';
import type { AdminList } from './use-admin-list';

export type { ListColumn } from './ListTable';
export type { RowAction } from './RowActions';
export type { RemoveSpec } from './RemoveRow';

interface Row {
  _id: string;
}

export interface AdminListPageProps<T extends Row, D> {
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
  /** A shorter plural for 'No {short} match this search.' and the pager ('codes' for 'discount codes'). */
  shortNoun?: string;
  /** A searched, filtered and paged list (the URL's state); none for the whole-list catalogue screens. */
  list?: AdminList;
  /** The query, its rows and what a failed load says (a paged list's hook answers it, api/calls.ts). */
  source: ListSource<T, D>;
  /** How many rows match in all; a paged reply's `total` unless said otherwise. */
  total?: (data: D) => number;
  /**
   * Said when there is nothing at all: 'No {noun} yet.' unless the list has words of its own (a search or filter
   * that finds nothing says 'No {noun} match…').
   */
  empty?: string;
  /** Offered with `empty` (a link to add the first one). */
  emptyAction?: ReactNode;
  caption?: string;
  columns?: readonly ListColumn<T>[];
  rowClassName?: (row: T) => string;
  /** Rows as cards instead of a table: the list's layout, its accessible name and one card. */
  cards?: { className: string; label?: string; render: (row: T) => ReactNode };
  rowActions?: (row: T) => RowAction[];
  remove?: RemoveSpec<T>;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

export function AdminListPage<T extends Row, D>({
  title,
  noun,
  shortNoun = noun,
  empty = `No ${noun} yet.`,
  list,
  source,
  total = pagedTotal,
  caption = title,
  rowActions,
  remove,
  ...props
}: AdminListPageProps<T, D>) {
  const { target, setTarget, actions } = useRowActions(rowActions, remove);
  const { query } = source;
  useClampPage(
    list?.page ?? 1,
    list && query.data && !query.isPlaceholderData ? total(query.data) : undefined,
    list?.pageSize ?? 1,
    list?.update ?? noop,
  );

  return (
    <div>
      <PageHeader title={title} description={props.description} actions={props.actions} back={props.back} />
      {props.intro}
      {props.view ?? (
        <>
          {list && <ListToolbar list={list} noun={noun} />}
          <ListBody
            nouns={{ noun, short: shortNoun }}
            list={list}
            pageSize={list?.pageSize ?? 0}
            query={query}
            rows={source.rows}
            total={total}
            loadFailed={source.loadFailed}
            empty={empty}
            emptyAction={props.emptyAction}
            caption={caption}
            columns={props.columns}
            rowClassName={props.rowClassName}
            cards={props.cards}
            actions={actions}
          />
        </>
      )}
      {remove && <RemoveDialog remove={remove} target={target} onClose={() => setTarget(null)} />}
      {props.children}
    </div>
  );
}

function noop() {}

/** Every paged list's reply says how many rows match in all (docs/api/lists.md). */
function pagedTotal(data: unknown): number {
  return (data as { total?: number }).total ?? 0;
}
