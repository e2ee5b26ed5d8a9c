/**
 * Five stars filled to a rating (4.3 → four and a third), drawn as one inline SVG: no icon font, no extra
 * download, light enough for every product card. Decorative — the caller gives screen readers the words
 * (`ratingLabel` in domain/review-constants.ts).
 */
import { useId } from 'react';

/** One star's outline, 20 units square. */
export const STAR = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6L1.3 7.8l6.1-.7z';

export function Stars({
  value,
  size = 14,
  className = '',
}: {
  value: number;
  size?: number;
  className?: string;
}) {
  const clip = useId();
  const filled = Math.max(0, Math.min(5, value)) * 20;
  const stars = [0, 1, 2, 3, 4].map((i) => <path key={i} d={STAR} transform={`translate(${i * 20} 0)`} />);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 20"
      width={size * 5}
      height={size}
      className={`shrink-0 ${className}`}
    >
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width={filled} height="20" />
        </clipPath>
      </defs>
      <g fill="none" stroke="#A8834A" strokeWidth="1.2">
        {stars}
      </g>
      <g fill="#A8834A" clipPath={`url(#${clip})`}>
        {stars}
      </g>
    </svg>
  );
}
