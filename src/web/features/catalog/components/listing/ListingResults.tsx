import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListingReply } from '#domain/schemas/catalog';
import { ApiError } from '#web/lib/api-client';
import { ProductGrid } from '../card/ProductGrid';
import { ProductGridSkeleton } from '../skeletons';
import { Pagination } from './Pagination';

/** The listing's grid and pager, or its skeleton, its error or its "no products" line. */
export function ListingResults({
  data,
  error,
  isPending,
  dimmed,
  gridHeading,
  hrefOf,
  onPage,
  resetHref,
  onReset,
}: {
  data: ListingReply | undefined;
  error: Error | null;
  isPending: boolean;
  /** A placeholder (the last page) is on screen while the next arrives. */
  dimmed: boolean;
  gridHeading: Ref<HTMLHeadingElement>;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
  resetHref: string;
  onReset: () => void;
}) {
  const location = useLocation();
  if (isPending) return <ProductGridSkeleton label="Loading products..." />;
  if (error && !data)
    return (
      <div role="alert" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
        <p className="text-danger">
          Error: {error instanceof ApiError ? error.message : 'Failed to fetch products.'}
        </p>
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  if (!data) return null;
  if (data.products.length === 0)
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-center">
        <h2 className="text-3xl">No products found.</h2>
        <p className="max-w-sm text-muted">Try adjusting your filters to find what you're looking for</p>
        <Link
          to={resetHref}
          preventScrollReset
          state={location.state}
          onClick={(e) => {
            e.preventDefault();
            onReset();
          }}
          className="btn-primary mt-3"
        >
          Reset Filters
        </Link>
      </div>
    );
  return (
    <div aria-busy={dimmed} className={`transition-opacity duration-200 ${dimmed ? 'opacity-60' : ''}`}>
      {/* The cards' titles are h3s: this heading keeps the outline h1 → h2 → h3 (Lighthouse, screen readers). */}
      <h2 ref={gridHeading} tabIndex={-1} className="sr-only" data-testid="grid-heading">
        Pieces{data.totalPages > 1 ? `, page ${data.page} of ${data.totalPages}` : ''}
      </h2>
      <ProductGrid products={data.products} eager={4} />
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        hrefOf={hrefOf}
        state={location.state}
        onPage={onPage}
      />
    </div>
  );
}
