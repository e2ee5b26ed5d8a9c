import type { ProductDto } from '#domain/schemas/catalog';
import { ProductCard } from './ProductCard';
import { gridColumns, type GridColumns } from './grid-columns';

/**
 * How wide a card's picture is drawn in each grid, for the browser to pick its file from the srcset: the
 * columns' share of the page less the page's padding and the gaps (`container-page`: 16/24/32 px a side; gaps
 * 16/24 px), at most 286 px (1280 px page). `50vw` alone overstated a phone's card (206 px for 182 px at 412 px),
 * so a 1.75× phone fetched the 640 px files where the 320 px ones are sharp (docs/decisions/117).
 */
const CARD_SIZES: Record<GridColumns, string> = {
  listing:
    '(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 768px) calc(33.4vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)',
  related:
    '(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)',
};

export function ProductGrid({
  products,
  eager = 0,
  columns = 'listing',
}: {
  products: ProductDto[];
  /** How many of the first cards are above the fold (their images load at once). */
  eager?: number;
  columns?: GridColumns;
}) {
  return (
    <ul className={gridColumns(columns)}>
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} priority={i < eager} sizes={CARD_SIZES[columns]} />
        </li>
      ))}
    </ul>
  );
}
