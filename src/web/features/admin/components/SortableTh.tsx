/**
 * A column header that sorts its list: a button inside the <th> (so it is reached by Tab and pressed with Enter
 * or Space), `aria-sort` on the header for screen readers, and an arrow that says the same to the eye. The first
 * press sorts ascending, the next descending; the sort lives in the URL with the rest of the list's state.
 */
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Th } from './Table';

export type SortDir = 'asc' | 'desc';

export function SortableTh<K extends string>({
  sortKey,
  current,
  dir,
  onSort,
  children,
  align = 'left',
}: {
  sortKey: K;
  /** The list's sort key now ('' when unsorted). */
  current: K | '';
  dir: SortDir;
  onSort: (key: K, dir: SortDir) => void;
  children: ReactNode;
  align?: 'left' | 'right';
}) {
  const active = current === sortKey;
  const next: SortDir = active && dir === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Th
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={align === 'right' ? 'text-right' : ''}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey, next)}
        className={`inline-flex items-center gap-1 uppercase tracking-[0.08em] hover:text-charcoal ${active ? 'text-charcoal' : ''}`}
      >
        {children}
        <Icon aria-hidden="true" className={`h-3.5 w-3.5 ${active ? 'text-gold-text' : 'opacity-60'}`} />
      </button>
    </Th>
  );
}
