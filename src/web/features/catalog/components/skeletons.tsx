/**
 * The catalogue's skeletons (docs/decisions/117): what a listing's grid and a product page look like while their
 * data is on its way after a navigation in the browser. Each block has the size of what replaces it (measured on
 * the real card and page at 390 and 1280 px), so nothing on screen moves when the data arrives.
 */
import { Skeleton, SkeletonRegion } from '#web/components/Skeleton';
import { gridColumns, type GridColumns } from './card/grid-columns';

/** A product card: picture (4:5), title, price, metal swatches, size chips, Add to Bag (ProductCard's layout). */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col" data-testid="card-skeleton">
      <Skeleton className="aspect-[4/5] w-full" />
      <div className="mt-3 flex flex-1 flex-col">
        <Skeleton className="h-[21px] w-4/5" />
        <Skeleton className="mt-1 h-6 w-1/2" />
        <div className="mt-2.5 flex gap-1.5">
          <Skeleton className="h-7 w-7 rounded-full" />
          <Skeleton className="h-7 w-7 rounded-full" />
        </div>
        <div className="mt-2 flex gap-1.5">
          <Skeleton className="h-[22px] w-8" />
          <Skeleton className="h-[22px] w-8" />
        </div>
        <div className="mt-auto pt-3.5">
          <Skeleton className="h-[38px] w-full" />
        </div>
      </div>
    </div>
  );
}

/** A grid of card skeletons in the grid's own columns (two rows on a phone, two rows on a desktop). */
export function ProductGridSkeleton({
  count = 8,
  columns = 'listing',
  label = 'Loading pieces…',
}: {
  count?: number;
  columns?: GridColumns;
  label?: string;
}) {
  return (
    <SkeletonRegion label={label}>
      <ul className={gridColumns(columns)} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/**
 * The product page (ProductPage's layout): breadcrumb, the gallery's picture and thumbnails, and the details
 * column — category, title, price, an option group, quantity and Add to Cart.
 */
export function ProductPageSkeleton() {
  return (
    <SkeletonRegion label="Loading the piece…" className="pb-8">
      <div className="container-page pt-6">
        <Skeleton className="h-5 w-2/3 max-w-md" />
      </div>
      <div className="container-page mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <Skeleton className="aspect-[4/5] w-full" />
          <div className="mt-3 flex gap-2">
            <Skeleton className="h-[84px] w-[68px]" />
            <Skeleton className="h-[84px] w-[68px]" />
          </div>
        </div>
        <div>
          <Skeleton className="h-4 w-28" />
          <div className="mt-2 text-4xl sm:text-5xl">
            <Skeleton className="h-[1.25em] w-4/5 sm:h-[1em]" />
          </div>
          <Skeleton className="mt-4 h-8 w-40" />
          <Skeleton className="mt-1 h-4 w-56" />
          <div className="mt-8">
            <Skeleton className="h-5 w-16" />
            <div className="mt-3 flex gap-2">
              <Skeleton className="h-11 w-28" />
              <Skeleton className="h-11 w-28" />
            </div>
          </div>
          <div className="mt-8 flex gap-3">
            <Skeleton className="h-11 w-32" />
            <Skeleton className="h-11 flex-1" />
            <Skeleton className="h-11 w-11" />
          </div>
        </div>
      </div>
    </SkeletonRegion>
  );
}
