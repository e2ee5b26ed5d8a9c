/**
 * "Also show in" (docs/decisions/003): the featured collection's lines and the home page's lists (New Arrivals,
 * Best Sellers, Trending Now) that list the product besides its own subcategory. Lists chosen earlier that
 * live elsewhere stay offered, so an edit never drops them silently.
 */
import { BRAND } from '#domain/brand';
import type { CategoryDto } from '#domain/schemas/catalog';
import { Checkbox } from '#web/components/form';
import { ui } from '../components/ui';

export function AlsoShowIn({
  tree,
  value,
  onChange,
  homeSubcategory,
}: {
  tree: CategoryDto[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  /** The product's own subcategory: it already lists the product. */
  homeSubcategory: string;
}) {
  const collection = tree?.find((c) => c.slug === BRAND.collectionSlug);
  const offered = new Map((collection?.subcategories ?? []).map((s) => [s._id, s.name]));
  for (const c of tree ?? [])
    for (const s of c.subcategories ?? [])
      if (value.includes(s._id) && !offered.has(s._id)) offered.set(s._id, `${s.name} (${c.name})`);
  offered.delete(homeSubcategory);

  return (
    <fieldset>
      <legend className={ui.label}>Also show in</legend>
      {!tree ? (
        <p className="text-xs text-muted">Loading lists…</p>
      ) : offered.size === 0 ? (
        <p className="text-xs text-muted">No collection lists yet.</p>
      ) : (
        <ul className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-1">
          {[...offered].map(([id, name]) => (
            <li key={id}>
              <Checkbox
                label={name}
                checked={value.includes(id)}
                onChange={(e) => onChange(e.target.checked ? [...value, id] : value.filter((v) => v !== id))}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-xs text-muted">The product stays in its own subcategory as well.</p>
    </fieldset>
  );
}
