/** One approved review in the product page's list: stars, title, text, the reviewer, "Verified buyer", the date. */
import { BadgeCheck } from 'lucide-react';
import type { ReviewDto } from '#domain/schemas/reviews';
import { shopLongDate } from '#web/lib/shop-time';
import { Stars } from './Stars';

export function ReviewItem({ review }: { review: ReviewDto }) {
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
