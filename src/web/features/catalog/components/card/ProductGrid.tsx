import type { ProductDto } from '../../../../../domain/schemas/catalog';
import { ProductCard } from './ProductCard';

export type GridColumns = 'listing' | 'related';

/** Product cards in 2 columns on phones, 3 from 768 px and 4 from 1024 px (storefront.md §2, design.md). */
export const gridColumns = (columns: GridColumns) =>
  `grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 ${
    columns === 'related' ? 'lg:grid-cols-4' : 'md:grid-cols-3 lg:grid-cols-4'
  }`;

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
          <ProductCard product={p} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
