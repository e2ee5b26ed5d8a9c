import { Link, useLocation } from 'react-router';
import { X } from 'lucide-react';
import { formatINRWhole } from '#domain/money';
import type { CategoryDto } from '#domain/schemas/catalog';
import type { ListingFilters } from '#web/features/catalog/lib/listing-params';
import { priceLabel } from './PriceRange';

/** The chosen filters as chips: each is a link to the listing without it, then 'Reset Filters'. */
export function ActiveFilters({
  filters,
  href,
  resetHref,
  categories,
}: {
  filters: ListingFilters;
  href: (f: ListingFilters) => string;
  resetHref: string;
  categories: readonly CategoryDto[] | undefined;
}) {
  const location = useLocation();
  const without = (next: Partial<ListingFilters>) => href({ ...filters, page: 1, ...next });
  return (
    <ul className="mb-6 flex flex-wrap items-center gap-2" aria-label="Active filters">
      {filters.metals.map((m) => (
        <Chip key={m} label={m} to={without({ metals: filters.metals.filter((x) => x !== m) })} />
      ))}
      {filters.purities.map((p) => (
        <Chip key={p} label={p} to={without({ purities: filters.purities.filter((x) => x !== p) })} />
      ))}
      {filters.inStock && <Chip label="In stock" to={without({ inStock: false })} />}
      {filters.categories.map((c) => (
        <Chip
          key={c}
          label={categories?.find((x) => x.slug === c)?.name ?? c}
          to={without({ categories: filters.categories.filter((x) => x !== c) })}
        />
      ))}
      {filters.price && (
        <Chip
          label={
            filters.price.range || filters.price.max === null
              ? priceLabel(filters.price)
              : `${formatINRWhole(filters.price.min)} – ${formatINRWhole(filters.price.max)}`
          }
          to={without({ price: null })}
        />
      )}
      <li>
        <Link to={resetHref} preventScrollReset state={location.state} className="link text-sm">
          Reset Filters
        </Link>
      </li>
    </ul>
  );
}

function Chip({ label, to }: { label: string; to: string }) {
  const location = useLocation();
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        state={location.state}
        aria-label={`Remove filter ${label}`}
        className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-charcoal"
      >
        {label}
        <X aria-hidden="true" className="h-3.5 w-3.5" />
      </Link>
    </li>
  );
}
