/**
 * The product page's reviews section, light on first load (page-speed budgets, docs/decisions/100): the
 * heading is rendered at once (and by the server), the section's code and its reviews list are loaded only when
 * the section comes within a screen of view — or at once when the address asks for it (#reviews, #write-review
 * from the review request e-mail, or a click on the rating under the title).
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductDto } from '#domain/schemas/catalog';
import { REVIEW_ANCHORS } from '#domain/review-constants';
import { Spinner } from '#web/components/Spinner';

const ReviewsSection = lazy(() => import('./ReviewsSection'));

const ASKED = [`#${REVIEW_ANCHORS.section}`, `#${REVIEW_ANCHORS.form}`];

export function LazyReviews({ product }: { product: ProductDto }) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // False on the server and at hydration (the server never sees the address's #), so both render the same.
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (ASKED.includes(hash) || !el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, hash]);

  return (
    <section
      ref={ref}
      id={REVIEW_ANCHORS.section}
      aria-labelledby="reviews-title"
      className="container-page mt-20 scroll-mt-24"
    >
      <h2 id="reviews-title" className="mb-8 text-3xl sm:text-4xl">
        Reviews
      </h2>
      {near ? (
        <Suspense fallback={<Spinner label="Loading reviews" />}>
          <ReviewsSection product={product} />
        </Suspense>
      ) : (
        <div className="min-h-24" />
      )}
    </section>
  );
}
