import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One row: where it leads, its first line, the small line under it, and what stands at its end. */
export interface LinkRow {
  key: string;
  to: string;
  title: ReactNode;
  detail: ReactNode;
  end: ReactNode;
}

/**
 * A dashboard panel's list: its rows as links in a scrolling box (focusable, so it scrolls by keyboard), the
 * words when there is none, and a note when only the first few of more are shown.
 */
export function LinkList({
  label,
  count,
  rows,
  empty,
  more,
}: {
  label: string;
  /** How many there are in all. */
  count: number;
  rows: readonly LinkRow[];
  empty: string;
  /** Said when fewer rows than `count` are shown. */
  more: string;
}) {
  if (count === 0) return <p className="py-6 text-center text-muted">{empty}</p>;
  return (
    <>
      <ul className="max-h-[26rem] divide-y divide-line overflow-y-auto pr-1" tabIndex={0} aria-label={label}>
        {rows.map((row) => (
          <li key={row.key}>
            <Link to={row.to} className="flex items-center gap-3 py-2.5 hover:bg-ivory/70">
              <div className="min-w-0 flex-1">
                {row.title}
                <p className="truncate text-xs text-muted">{row.detail}</p>
              </div>
              {row.end}
            </Link>
          </li>
        ))}
      </ul>
      {count > rows.length && <p className="mt-2 text-xs text-muted">{more}</p>}
    </>
  );
}
