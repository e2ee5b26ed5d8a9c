/**
 * The product grid's columns, apart from the grid itself: the skeletons draw the same grid without importing the
 * card's code.
 */
export type GridColumns = 'listing' | 'related';

/** Product cards in 2 columns on phones, 3 from 768 px and 4 from 1024 px (docs/shop/storefront.md §2, docs/shop/design.md). */
export const gridColumns = (columns: GridColumns) =>
  `grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 ${
    columns === 'related' ? 'lg:grid-cols-4' : 'md:grid-cols-3 lg:grid-cols-4'
  }`;
