/**
 * The product page's reviews (its own lazy chunk, loaded when the section nears the screen — LazyReviews.tsx):
 * the average and count, the approved reviews a page at a time ("Show more reviews"), and what the shopper may
 * do — write a review when they are a verified buyer, or why they cannot (docs/decisions/100).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import type { ProductDto } from '#domain/schemas/catalog';
import type { ReviewDto } from '#domain/schemas/reviews';
import { REVIEW_ANCHORS, REVIEW_MESSAGES as M, ratingLabel } from '#domain/review-constants';
import { Spinner } from '#web/components/Spinner';
import { useSession } from '#web/lib/session';
import { shopLongDate } from '#web/lib/shop-time';
import { useProductReviews } from '../api/get-product-reviews';
import { useMyReview } from '../api/get-my-review';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';

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
            <p className="font-serif text-5xl leading-none">{average.toFixed(1)}</p>
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

function ReviewItem({ review }: { review: ReviewDto }) {
  return (
    <li className="py-6">
      <article aria-label={`Review by ${review.author}: ${review.title}`}>
        <p className="flex items-center gap-2">
          <span className="sr-only">Rated {review.rating} out of 5 stars.</span>
          <Stars value={review.rating} size={15} />
        </p>
        <h3 className="mt-2 font-sans text-base font-medium tracking-normal">{review.title}</h3>
        <p className="mt-2 whitespace-pre-line text-charcoal/90">{review.text}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>{review.author}</span>
          {review.verifiedBuyer && (
            <span className="inline-flex items-center gap-1 text-success">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified buyer
            </span>
          )}
          <time dateTime={review.createdAt}>{shopLongDate(review.createdAt, '')}</time>
        </p>
      </article>
    </li>
  );
}

/** The shopper's part: sign in, write, see their own review's status, or read why they cannot review. */
function WriteReview({ productId }: { productId: string }) {
  const location = useLocation();
  const signedIn = !!useSession().user;
  const mine = useMyReview(productId);
  // The review request e-mail links to #write-review: the form is open on arrival.
  const [open, setOpen] = useState<'link' | 'click' | null>(() =>
    location.hash === `#${REVIEW_ANCHORS.form}` ? 'link' : null,
  );
  const [sent, setSent] = useState<string | null>(null);

  // Arriving from the review request e-mail (#write-review): the form did not exist when the browser looked
  // for it, so it is brought into view once it does.
  const ready = !signedIn || mine.isSuccess;
  useEffect(() => {
    if (ready && location.hash === `#${REVIEW_ANCHORS.form}`)
      document.getElementById(REVIEW_ANCHORS.form)?.scrollIntoView({ block: 'center' });
  }, [ready, location.hash]);

  const note = (text: string) => (
    <p className="text-sm text-muted" data-testid="review-note">
      {text}
    </p>
  );

  if (!signedIn)
    return (
      <div id={REVIEW_ANCHORS.form} className="space-y-3">
        {note('Reviews come from shoppers who bought this piece and have received it.')}
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname, search: '', hash: `#${REVIEW_ANCHORS.form}` } }}
          className="btn-secondary"
        >
          Sign in to write a review
        </Link>
      </div>
    );
  if (sent)
    return (
      <p id={REVIEW_ANCHORS.form} role="status" className="text-sm text-success">
        {sent}
      </p>
    );
  if (mine.isPending) return <Spinner label="Checking" />;
  if (mine.isError) return note(M.loadFailed);
  const { review, canReview } = mine.data;
  if (review)
    return (
      <div id={REVIEW_ANCHORS.form}>
        {note(
          review.status === 'pending'
            ? 'Thank you for your review. It will appear here once our team has read it.'
            : review.status === 'approved'
              ? 'Thank you — your review is shown on this page.'
              : 'Your review of this piece is not shown on this page.',
        )}
      </div>
    );
  if (!canReview) return <div id={REVIEW_ANCHORS.form}>{note(M.notVerified)}</div>;
  return (
    <div id={REVIEW_ANCHORS.form}>
      {open ? (
        <ReviewForm productId={productId} onSent={setSent} focusOnOpen={open === 'click'} />
      ) : (
        <button type="button" className="btn-primary" onClick={() => setOpen('click')}>
          Write a review
        </button>
      )}
    </div>
  );
}
