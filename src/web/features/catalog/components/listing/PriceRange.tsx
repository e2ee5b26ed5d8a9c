/**
 * The filter form's price: the ranges the server derived from the listing's real prices (the reply's facets,
 * docs/decisions/114 — no longer a fixed ₹0–₹20,000 slider), as radios named `price` with their counts, and
 * "Any price". An older link's own min/max shows as one more, chosen, range.
 */
import { formatINRWhole } from '#domain/money';
import type { ListingFacets } from '#domain/schemas/catalog';
import { priceRangeValue, type PriceFilter } from '#web/features/catalog/lib/listing-params';

/** 'Under ₹50,000', '₹50,000 – ₹1,00,000', '₹2,00,000 and above'. */
export function priceLabel(p: { min: number; max: number | null }): string {
  if (p.max === null) return `${formatINRWhole(p.min)} and above`;
  if (p.min <= 0) return `Under ${formatINRWhole(p.max)}`;
  return `${formatINRWhole(p.min)} – ${formatINRWhole(p.max)}`;
}

export function PriceRange({
  price,
  ranges,
  onChange,
}: {
  price: PriceFilter | null;
  ranges: ListingFacets['prices'];
  onChange: (price: PriceFilter | null) => void;
}) {
  const chosen = price && priceRangeValue(price);
  const legacy = price && !price.range ? price : null;
  const options = ranges.map((r) => ({ ...r, value: priceRangeValue(r) }));
  if (!ranges.length && !price) return null;
  return (
    <fieldset>
      <legend className="eyebrow mb-3">Price</legend>
      <ul className="space-y-2.5">
        <li>
          <label className="flex cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name="price"
              value=""
              checked={!price}
              onChange={() => onChange(null)}
              className="h-4 w-4 shrink-0 accent-charcoal"
            />
            Any price
          </label>
        </li>
        {legacy && (
          <li>
            <label className="flex cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="price"
                value={priceRangeValue({ min: legacy.min, max: legacy.max === null ? null : legacy.max + 1 })}
                checked
                onChange={() => undefined}
                className="h-4 w-4 shrink-0 accent-charcoal"
              />
              {legacy.max === null
                ? priceLabel(legacy)
                : `${formatINRWhole(legacy.min)} – ${formatINRWhole(legacy.max)}`}
            </label>
          </li>
        )}
        {options.map((r) => (
          <li key={r.value}>
            <label className="flex cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="price"
                value={r.value}
                checked={chosen === r.value && !legacy}
                onChange={() => onChange({ min: r.min, max: r.max, range: true })}
                className="h-4 w-4 shrink-0 accent-charcoal"
              />
              {priceLabel(r)}
              <span className="ml-auto text-xs tabular-nums text-muted">
                ({r.count})<span className="sr-only"> pieces</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
