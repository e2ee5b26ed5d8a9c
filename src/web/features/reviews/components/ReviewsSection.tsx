/**
 * The product page's reviews (its own lazy chunk, loaded when the section nears the screen — LazyReviews.tsx):
 * the average and count, the approved reviews a page at a time ("Show more reviews"), and what the shopper may
 * do — write a review when they are a verified buyer, or why they cannot (docs/decisions/100).
 */
import type { ProductDto } from '#domain/schemas/catalog';
import { REVIEW_MESSAGES as M, ratingLabel } from '#domain/review-constants';
import { Spinner } from '#web/components/Spinner';
import { useProductReviews } from '../api/get-product-reviews';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import { WriteReview } from './WriteReview';

export default function ReviewsSection({ product }: { product: ProductDto }) {
  const reviews = useProductReviews(product._id);
  const first = reviews.data?.pages[0];
  const average = first?.average ?? product.rating.average;
  const count = first?.count ?? product.rating.count;
  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <div className="grid gap-10 lg:grid-cols-[20rem_1fr] lg:gap-16">
      <div>
        {count > 0 ? (
          <div data-testid="reviews-average">
            <p className="font-display text-5xl leading-none">{average.toFixed(1)}</p>
            <Stars value={average} size={18} className="mt-2" />
            <p className="mt-2 text-sm text-muted">
              <span className="sr-only">{ratingLabel(average, count)}. </span>
              <span aria-hidden="true">
                Based on {count} {count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          </div>
        ) : (
          <p className="text-muted">No reviews yet.</p>
        )}
      </div>

      <div>
        <div className="mb-8 max-w-xl">
          <WriteReview productId={product._id} />
        </div>
        {reviews.isPending ? (
          <Spinner label="Loading reviews" />
        ) : reviews.isError ? (
          <p role="alert" className="text-danger">
            {M.loadFailed}
          </p>
        ) : list.length === 0 ? (
          <p className="text-muted">Be the first to tell other shoppers about this piece.</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line" aria-label="Reviews">
            {list.map((r) => (
              <ReviewItem key={r._id} review={r} />
            ))}
          </ul>
        )}
        {reviews.hasNextPage && (
          <button
            type="button"
            className="btn-secondary mt-6"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
          >
            {reviews.isFetchingNextPage && <Spinner />}
            Show more reviews
          </button>
        )}
      </div>
    </div>
  );
}
