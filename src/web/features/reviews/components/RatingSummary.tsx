/**
 * Stars, the average and the count of a product's approved reviews (product cards and the product page's
 * header). Nothing before the first approved review. Screen readers hear one sentence ("4.3 out of 5 stars,
 * 12 reviews"); the figures beside the stars are hidden from them so it is not read twice.
 */
import { ratingLabel } from '#domain/review-constants';
import type { RatingSummaryDto } from '#domain/schemas/catalog';
import { Stars } from './Stars';

export function RatingSummary({
  rating,
  size = 13,
  showAverage = false,
  className = '',
}: {
  rating: RatingSummaryDto;
  size?: number;
  /** The page header shows "4.3"; a card shows the count only. */
  showAverage?: boolean;
  className?: string;
}) {
  if (rating.count === 0) return null;
  return (
    <p className={`flex items-center gap-1.5 text-xs text-muted ${className}`} data-testid="rating-summary">
      <span className="sr-only">{ratingLabel(rating.average, rating.count)}</span>
      <Stars value={rating.average} size={size} />
      <span aria-hidden="true">
        {showAverage && <span className="mr-1 text-charcoal">{rating.average.toFixed(1)}</span>}(
        {rating.count})
      </span>
    </p>
  );
}
