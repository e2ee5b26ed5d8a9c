import { ArrowRight, Search } from 'lucide-react';
import type { ProductDto } from '#domain/schemas/catalog';
import { formatINR } from '#domain/money';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { cardPrice } from '#web/features/catalog/lib/prices';
import {
  collectionPath,
  productLink,
  searchPath,
  subcategoryLink,
  type ListingState,
  type ProductState,
} from '#web/features/catalog/lib/links';

export type SearchOption =
  | { kind: 'product'; key: string; to: string; state: ProductState; product: ProductDto }
  | { kind: 'suggestion'; key: string; to: string; state: ListingState; label: string; detail: string }
  | { kind: 'all'; key: string; to: string; query: string; state?: undefined };

/**
 * The header search's suggestions for `query` as the listbox's options (SearchBox asks through this chunk, loaded
 * when the field is first focused): the products, the categories and subcategories, then "See all results".
 */
export async function fetchSearchOptions(query: string, signal?: AbortSignal): Promise<SearchOption[]> {
  const { catalogApi } = await import('#web/features/catalog/api/catalog-api');
  const results = await catalogApi.search(query, signal);
  const all: SearchOption[] = results.products.length
    ? [{ kind: 'all', key: 'all', to: searchPath(query), query }]
    : [];
  return [
    ...results.products.map((p) => ({
      kind: 'product' as const,
      key: `p-${p._id}`,
      ...productLink(p),
      product: p,
    })),
    ...results.categories.map((c) => ({
      kind: 'suggestion' as const,
      key: `c-${c._id}`,
      to: collectionPath(c.slug),
      state: { categoryId: c._id },
      label: c.name,
      detail: 'Category',
    })),
    ...results.subcategories.map((s) => ({
      kind: 'suggestion' as const,
      key: `s-${s._id}`,
      ...subcategoryLink(s),
      label: s.name,
      detail: s.category.name,
    })),
    ...all,
  ];
}

/**
 * The dropdown's content: a status line, or the Products group, the Suggestions group, then "See all results for
 * '…'" (the /search page) as the last option.
 */
export function SearchResultsList({
  listId,
  query,
  waiting,
  options,
  active,
  onHover,
  onChoose,
}: {
  listId: string;
  query: string;
  waiting: boolean;
  options: SearchOption[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
}) {
  const products = options.filter((o) => o.kind === 'product');
  const suggestions = options.filter((o) => o.kind === 'suggestion');
  const all = options.find((o) => o.kind === 'all');
  const optionProps = (o: SearchOption) => {
    const index = options.indexOf(o);
    return {
      id: `${listId}-${o.key}`,
      role: 'option' as const,
      'aria-selected': index === active,
      onPointerEnter: () => onHover(index),
      onPointerDown: (e: React.PointerEvent) => e.preventDefault(),
      onClick: () => onChoose(o),
      className: `flex w-full cursor-pointer items-center gap-3 px-4 py-2.5 text-left ${index === active ? 'bg-gold-tint/70' : 'hover:bg-ivory'}`,
    };
  };
  // The status line sits beside the listbox, not in it (a listbox holds only options and groups); the listbox is
  // hidden while it has no options.
  return (
    <>
      <p
        aria-live="polite"
        className={waiting || !options.length ? 'px-4 py-3 text-sm text-muted' : 'sr-only'}
      >
        {waiting
          ? 'Searching...'
          : options.length
            ? `${products.length} products and ${suggestions.length} suggestions`
            : `No results found for "${query}"`}
      </p>
      <div id={listId} role="listbox" aria-label="Search results" hidden={waiting || !options.length}>
        {!waiting && products.length > 0 && (
          <div role="group" aria-labelledby={`${listId}-products`}>
            <p id={`${listId}-products`} className="eyebrow px-4 pb-1 pt-3">
              Products
            </p>
            {products.map((o) => {
              const price = cardPrice(o.product);
              return (
                <div key={o.key} {...optionProps(o)}>
                  <ResponsiveImage
                    src={o.product.mainImage}
                    alt=""
                    width={48}
                    height={60}
                    sizes="48px"
                    className="h-[60px] w-12 shrink-0 bg-ivory object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm text-charcoal">{o.product.title}</span>
                    <span className="block text-xs text-muted">{o.product.category.name}</span>
                  </span>
                  {price !== null && <span className="shrink-0 text-sm">{formatINR(price)}</span>}
                </div>
              );
            })}
          </div>
        )}
        {!waiting && suggestions.length > 0 && (
          <div role="group" aria-labelledby={`${listId}-suggestions`} className="border-t border-line pb-2">
            <p id={`${listId}-suggestions`} className="eyebrow px-4 pb-1 pt-3">
              Suggestions
            </p>
            {suggestions.map((o) => (
              <div key={o.key} {...optionProps(o)}>
                <span className="flex-1 text-sm">{o.label}</span>
                <span className="text-xs text-muted">{o.detail}</span>
              </div>
            ))}
          </div>
        )}
        {!waiting && all && (
          <div
            {...optionProps(all)}
            className={`${optionProps(all).className} border-t border-line py-3 text-sm font-medium`}
          >
            <Search aria-hidden="true" className="h-4 w-4 text-muted" />
            <span className="flex-1">See all results for '{all.query}'</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 text-muted" />
          </div>
        )}
      </div>
    </>
  );
}
