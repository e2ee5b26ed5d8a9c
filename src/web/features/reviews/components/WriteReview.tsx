/**
 * The shopper's part of the reviews section (docs/decisions/100): sign in, write (ReviewFormOpener.tsx), see
 * their own review's status, or read why they cannot review. The review request e-mail links to #write-review.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { REVIEW_ANCHORS, REVIEW_MESSAGES as M } from '#domain/review-constants';
import type { OwnReviewDto } from '#domain/schemas/reviews';
import { Spinner } from '#web/components/Spinner';
import { useSession } from '#web/lib/session';
import { useMyReview } from '../api/get-my-review';
import { ReviewFormOpener } from './ReviewFormOpener';

const FORM_HASH = `#${REVIEW_ANCHORS.form}`;

function Note({ text }: { text: string }) {
  return (
    <p className="text-sm text-muted" data-testid="review-note">
      {text}
    </p>
  );
}

function ownReviewNote(review: OwnReviewDto): string {
  if (review.status === 'pending')
    return 'Thank you for your review. It will appear here once our team has read it.';
  if (review.status === 'approved') return 'Thank you — your review is shown on this page.';
  return 'Your review of this piece is not shown on this page.';
}

export function WriteReview({ productId }: { productId: string }) {
  const location = useLocation();
  const signedIn = !!useSession().user;
  const mine = useMyReview(productId);
  const [sent, setSent] = useState<string | null>(null);

  // Arriving from the review request e-mail (#write-review): the form did not exist when the browser looked
  // for it, so it is brought into view once it does.
  const ready = !signedIn || mine.isSuccess;
  useEffect(() => {
    if (ready && location.hash === FORM_HASH)
      document.getElementById(REVIEW_ANCHORS.form)?.scrollIntoView({ block: 'center' });
  }, [ready, location.hash]);

  if (!signedIn)
    return (
      <div id={REVIEW_ANCHORS.form} className="space-y-3">
        <Note text="Reviews come from shoppers who bought this piece and have received it." />
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname, search: '', hash: FORM_HASH } }}
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
  if (mine.isError) return <Note text={M.loadFailed} />;
  const { review, canReview } = mine.data;
  return (
    <div id={REVIEW_ANCHORS.form}>
      {review ? (
        <Note text={ownReviewNote(review)} />
      ) : canReview ? (
        <ReviewFormOpener productId={productId} onSent={setSent} openAtOnce={location.hash === FORM_HASH} />
      ) : (
        <Note text={M.notVerified} />
      )}
    </div>
  );
}
