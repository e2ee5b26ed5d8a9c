/**
 * The listing's filters as a GET form (docs/decisions/114): real checkboxes and radios named like the page URL's
 * parameters (metals, purity, inStock, categories, price), the search text and sort carried as hidden fields,
 * and an Apply button. Without JavaScript the browser submits it to the page itself and the server renders the
 * result; with JavaScript every change is applied at once by the router (`onChange`) and Apply only closes the
 * drawer. Each value shows how many pieces of the listing's scope have it (the reply's facets).
 */
import { useState } from 'react';
import { BRAND } from '#domain/brand';
import { FILTER_METALS, PURITIES, type Material, type Purity } from '#domain/catalog-constants';
import type { ListingFacets } from '#domain/schemas/catalog';
import { MetalDot } from '#web/components/MetalSwatch';
import type { ListingFilters } from '#web/features/catalog/lib/listing-params';
import { PriceRange } from './PriceRange';

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The facet's values, plus any chosen value the scope no longer has (so it can be unticked), in `order`. */
function values<T extends string>(
  order: readonly T[],
  counted: Array<{ value: T; count: number }> | undefined,
  chosen: T[],
): Array<{ value: T; count: number | null }> {
  return order.flatMap((value) => {
    const count = counted ? (counted.find((c) => c.value === value)?.count ?? null) : null;
    if (counted && count === null && !chosen.includes(value)) return [];
    return [{ value, count }];
  });
}

function Count({ count }: { count: number | null }) {
  if (count === null) return null;
  return (
    <span className="ml-auto text-xs tabular-nums text-muted">
      ({count})<span className="sr-only"> pieces</span>
    </span>
  );
}

/** A fieldset of checkboxes named like the URL's parameter; nothing when there is nothing to choose. */
function CheckGroup<T extends string>({
  legend,
  name,
  options,
  chosen,
  onChange,
  listClassName = 'space-y-2.5',
}: {
  legend: string;
  name: string;
  options: Array<{ value: T; label: React.ReactNode; count: number | null }>;
  chosen: T[];
  /** The values chosen once one was ticked or unticked. */
  onChange: (chosen: T[]) => void;
  listClassName?: string;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="eyebrow mb-3">{legend}</legend>
      <ul className={listClassName}>
        {options.map(({ value, label, count }) => (
          <li key={value}>
            <label className={row}>
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={chosen.includes(value)}
                onChange={() => onChange(toggle(chosen, value))}
                className={box}
              />
              {label}
              <Count count={count} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const row = 'flex cursor-pointer items-center gap-3 text-sm';
const box = 'h-4 w-4 shrink-0 accent-charcoal';

/** What the form shows: the URL's filters, and a change at once (the router applies it a moment later). */
function useShownFilters(
  urlFilters: ListingFilters,
  onChange: (next: Partial<ListingFilters>) => void,
): [ListingFilters, (next: Partial<ListingFilters>) => void] {
  const [shown, setShown] = useState(urlFilters);
  const [from, setFrom] = useState(urlFilters);
  if (from !== urlFilters) {
    setFrom(urlFilters);
    setShown(urlFilters);
  }
  const change = (next: Partial<ListingFilters>) => {
    const merged = { ...shown, ...next };
    setShown(merged);
    onChange(merged);
  };
  return [shown, change];
}

export function FilterForm({
  id,
  action,
  q,
  filters: urlFilters,
  facets,
  showCategories,
  onChange,
  onApply,
  footer,
}: {
  id: string;
  /** The page's own path: the form submits to it. */
  action: string;
  /** The search text on /search (kept by a hidden field). */
  q?: string;
  filters: ListingFilters;
  facets: ListingFacets | undefined;
  showCategories: boolean;
  /** With JavaScript: a change applied at once. */
  onChange: (next: Partial<ListingFilters>) => void;
  /** With JavaScript: Apply pressed (the form's own submit is prevented). */
  onApply: () => void;
  /** The Apply and Reset buttons. */
  footer: React.ReactNode;
}) {
  const [filters, change] = useShownFilters(urlFilters, onChange);
  const metals = values<Material>(FILTER_METALS, facets?.metals, filters.metals);
  const purities = values<Purity>(PURITIES, facets?.purities, filters.purities);
  const categories = (facets?.categories ?? []).filter((c) => c.slug !== BRAND.collectionSlug);
  for (const slug of filters.categories)
    if (!categories.some((c) => c.slug === slug)) categories.push({ slug, name: slug, count: 0 });

  return (
    <form
      id={id}
      method="get"
      action={action}
      aria-label="Filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      {q && <input type="hidden" name="q" value={q} />}
      {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
      <div className="flex-1 space-y-8 overflow-y-auto px-6 py-6">
        <CheckGroup
          legend="Metal"
          name="metals"
          options={metals.map(({ value, count }) => ({
            value,
            label: (
              <>
                <MetalDot material={value} />
                {value}
              </>
            ),
            count,
          }))}
          chosen={filters.metals}
          onChange={(metals) => change({ metals })}
        />
        <CheckGroup
          legend="Purity"
          name="purity"
          listClassName="grid grid-cols-2 gap-x-4 gap-y-2.5"
          options={purities.map(({ value, count }) => ({ value, label: value, count }))}
          chosen={filters.purities}
          onChange={(purities) => change({ purities })}
        />
        <fieldset>
          <legend className="eyebrow mb-3">Availability</legend>
          <label className={row}>
            <input
              type="checkbox"
              name="inStock"
              value="1"
              checked={filters.inStock}
              onChange={() => change({ inStock: !filters.inStock })}
              className={box}
            />
            In stock
            <Count count={facets ? facets.inStock : null} />
          </label>
        </fieldset>
        {showCategories && (
          <CheckGroup
            legend="Category"
            name="categories"
            options={categories.map((c) => ({ value: c.slug, label: c.name, count: c.count }))}
            chosen={filters.categories}
            onChange={(categories) => change({ categories })}
          />
        )}
        <PriceRange
          price={filters.price}
          ranges={facets?.prices ?? []}
          onChange={(price) => change({ price })}
        />
      </div>
      {footer}
    </form>
  );
}
