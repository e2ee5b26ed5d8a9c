/**
 * Column and filter definitions the admin lists share (docs/decisions/127): a status or role as a badge, a date,
 * and a select of a few fixed choices. Products, users and discount codes build their tables from these.
 */
import { Badge, type Tone } from '../components/Badge';
import { formatDate } from '../lib/format';
import type { ListColumn } from './ListTable';
import type { ListFilterSpec } from './use-admin-list';

/** A column whose cell is a badge: its words and its tone from the row. */
export function badgeColumn<T>(
  header: string,
  badge: (row: T) => { label: string; tone: Tone },
): ListColumn<T> {
  return {
    header,
    cell: (row) => {
      const { label, tone } = badge(row);
      return <Badge tone={tone}>{label}</Badge>;
    },
  };
}

/** A column of dates (21 Nov 2026) that do not wrap, sortable when given the sort key. */
export function dateColumn<T>(header: string, date: (row: T) => string, sort?: string): ListColumn<T> {
  return { header, sort, className: 'whitespace-nowrap', cell: (row) => formatDate(date(row)) };
}

/** A toolbar select of a few fixed choices ('All statuses', 'Active', 'Inactive'), narrow on wide screens. */
export function choiceFilter(
  name: string,
  label: string,
  allLabel: string,
  options: Record<string, string>,
): ListFilterSpec {
  return {
    name,
    label,
    allLabel,
    options: Object.entries(options).map(([value, text]) => ({ value, label: text })),
    width: 'sm:w-40',
  };
}
