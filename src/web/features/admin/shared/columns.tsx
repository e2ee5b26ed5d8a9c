/**
 * Column and filter definitions the admin lists share (docs/decisions/127): a status or role as a badge, a date,
 * and a select of a few fixed choices. Products, users and discount codes build their tables from these.
 */
import { Badge, type Tone } from '../components/Badge';
import { FeaturedToggle } from '../components/FeaturedToggle';
import { formatDate } from '../lib/format';
import { ImageName } from './ImageName';
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

/** A category or subcategory as it is listed: its picture, its name and its slug. */
interface Listed {
  _id: string;
  name: string;
  slug: string;
  image: { url?: string | null };
  isFeatured: boolean;
}

/** The title column of categories and subcategories: the picture, name and slug. */
export function imageNameColumn<T extends Listed>(header: string): ListColumn<T> {
  return { header, label: false, cell: (r) => <ImageName image={r.image.url} name={r.name} slug={r.slug} /> };
}

/** Their Featured column: the switch, busy while its own row's change is being sent. */
export function featuredColumn<T extends Listed>(featured: {
  isPending: boolean;
  variables?: { id: string } | undefined;
  mutate: (change: { id: string; isFeatured: boolean }) => void;
}): ListColumn<T> {
  return {
    header: 'Featured',
    cell: (r) => (
      <FeaturedToggle
        name={r.name}
        checked={r.isFeatured}
        pending={featured.isPending && featured.variables?.id === r._id}
        onToggle={(isFeatured) => featured.mutate({ id: r._id, isFeatured })}
      />
    ),
  };
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
