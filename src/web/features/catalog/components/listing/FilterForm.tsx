/**
 * The listing's filters as a GET form (docs/decisions/114): real checkboxes and radios named like the page URL's
 * parameters (metals, purity, inStock, categories, price), the search text and sort carried as hidden fields,
 * and an Apply button. Without JavaScript the browser submits it to the page itself and the server renders the
 * result; with JavaScript every change is applied at once by the router (`onChange`) and Apply only closes the
 * drawer. Each value shows how many pieces of the listing's scope have it (the reply's facets).
 */
import { useState } from 'react';
import { BRAND } from '../../../../../domain/brand';
import { FILTER_METALS, PURITIES, type Material, type Purity } from '../../../../../domain/catalog-constants';
import type { ListingFacets } from '../../../../../domain/schemas/catalog';
import { MetalDot } from '../../../../components/MetalSwatch';
import type { ListingFilters } from '../../lib/listing-params';
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

const row = 'flex cursor-pointer items-center gap-3 text-sm';
const box = 'h-4 w-4 shrink-0 accent-charcoal';

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
  // What the form shows: the URL's filters, and a change at once (the router applies it a moment later).
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
  const filters = shown;
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
        {metals.length > 0 && (
          <fieldset>
            <legend className="eyebrow mb-3">Metal</legend>
            <ul className="space-y-2.5">
              {metals.map(({ value, count }) => (
                <li key={value}>
                  <label className={row}>
                    <input
                      type="checkbox"
                      name="metals"
                      value={value}
                      checked={filters.metals.includes(value)}
                      onChange={() => change({ metals: toggle(filters.metals, value) })}
                      className={box}
                    />
                    <MetalDot material={value} />
                    {value}
                    <Count count={count} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {purities.length > 0 && (
          <fieldset>
            <legend className="eyebrow mb-3">Purity</legend>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2.5">
              {purities.map(({ value, count }) => (
                <li key={value}>
                  <label className={row}>
                    <input
                      type="checkbox"
                      name="purity"
                      value={value}
                      checked={filters.purities.includes(value)}
                      onChange={() => change({ purities: toggle(filters.purities, value) })}
                      className={box}
                    />
                    {value}
                    <Count count={count} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
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
        {showCategories && categories.length > 0 && (
          <fieldset>
            <legend className="eyebrow mb-3">Category</legend>
            <ul className="space-y-2.5">
              {categories.map((c) => (
                <li key={c.slug}>
                  <label className={row}>
                    <input
                      type="checkbox"
                      name="categories"
                      value={c.slug}
                      checked={filters.categories.includes(c.slug)}
                      onChange={() => change({ categories: toggle(filters.categories, c.slug) })}
                      className={box}
                    />
                    {c.name}
                    <Count count={c.count} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
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
