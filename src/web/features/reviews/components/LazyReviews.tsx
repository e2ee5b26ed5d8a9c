/**
 * The product page's reviews section, light on first load (page-speed budgets, docs/decisions/100): the
 * heading is rendered at once (and by the server), the section's code and its reviews list are loaded only when
 * the section comes within a screen of view (WhenNear) — or at once when the address asks for it on arrival
 * (#reviews, or #write-review from the review request e-mail). A click on the rating under the title scrolls
 * here, which brings it near.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductDto } from '#domain/schemas/catalog';
import { REVIEW_ANCHORS } from '#domain/review-constants';
import { Spinner } from '#web/components/Spinner';
import { WhenNear } from '#web/components/WhenNear';

const ReviewsSection = lazy(() => import('./ReviewsSection'));

const ASKED = [`#${REVIEW_ANCHORS.section}`, `#${REVIEW_ANCHORS.form}`];

export function LazyReviews({ product }: { product: ProductDto }) {
  const { hash } = useLocation();
  // False on the server and at hydration (the server never sees the address's #), so both render the same.
  // Read once, on arrival: a later #reviews is a scroll to this section, which WhenNear sees.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (ASKED.includes(hash)) setAsked(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address on arrival only
  }, []);

  const reviews = (
    <Suspense fallback={<Spinner label="Loading reviews" />}>
      <ReviewsSection product={product} />
    </Suspense>
  );
  return (
    <section
      id={REVIEW_ANCHORS.section}
      aria-labelledby="reviews-title"
      className="container-page mt-20 scroll-mt-24"
    >
      <h2 id="reviews-title" className="mb-8 text-3xl sm:text-4xl">
        Reviews
      </h2>
      <div className="min-h-24">{asked ? reviews : <WhenNear margin="100%">{reviews}</WhenNear>}</div>
    </section>
  );
}
