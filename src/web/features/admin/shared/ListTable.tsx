/**
 * A list's table from its columns (components/Table.tsx: a table from 768 px, a card per row below it, each cell
 * with its column's name). A column with `sort` gets a sorting header; the actions come last.
 */
import type { ReactNode } from 'react';
import { SortableTh } from '../components/SortableTh';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import type { AdminList } from './use-admin-list';

export interface ListColumn<T> {
  header: string;
  /** The sort key this header sorts by (the list's `sorts`). */
  sort?: string;
  align?: 'right';
  /** false: the cell is the row's title and shows no column name on a phone's card. */
  label?: false;
  className?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
}

export function ListTable<T extends { _id: string }>({
  caption,
  columns,
  rows,
  busy,
  list,
  rowClassName,
  actions,
}: {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  busy: boolean;
  list: AdminList | undefined;
  rowClassName: ((row: T) => string) | undefined;
  actions: ((row: T) => ReactNode) | undefined;
}) {
  const right = (c: ListColumn<T>) => (c.align === 'right' ? 'text-right' : '');
  return (
    <Table caption={caption} busy={busy}>
      <THead>
        {columns.map((c) =>
          c.sort && list ? (
            <SortableTh
              key={c.header}
              sortKey={c.sort}
              current={list.sort ?? ''}
              dir={list.dir}
              onSort={(sort, dir) => list.update({ sort, dir })}
              align={c.align}
            >
              {c.header}
            </SortableTh>
          ) : (
            <Th key={c.header} className={right(c)}>
              {c.header}
            </Th>
          ),
        )}
        {actions && (
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        )}
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row._id} className={rowClassName?.(row)}>
            {columns.map((c) => (
              <Td
                key={c.header}
                label={c.label === false ? undefined : c.header}
                className={`${right(c)} ${typeof c.className === 'function' ? c.className(row) : (c.className ?? '')}`}
              >
                {c.cell(row)}
              </Td>
            ))}
            {actions && (
              <Td className="md:text-right">
                <div className="flex justify-end gap-1 max-md:w-full max-md:border-t max-md:border-line max-md:pt-2">
                  {actions(row)}
                </div>
              </Td>
            )}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
