/**
 * The rating of a review as five native radio buttons drawn as stars: arrow keys move between them, Space
 * chooses, and a screen reader hears "Your rating, radio group, 4 stars, 4 of 5" — no custom key handling
 * to get wrong. Stars up to the chosen (or hovered) one are filled.
 */
import { useState } from 'react';
import { STAR } from './Stars';

/** One star, filled or outlined (here, not in Stars.tsx: the product cards' first download does without it). */
function Star({ filled, size = 28 }: { filled: boolean; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width={size} height={size}>
      <path d={STAR} fill={filled ? '#A8834A' : 'none'} stroke="#A8834A" strokeWidth="1.2" />
    </svg>
  );
}

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function StarPicker({
  name,
  value,
  onChange,
  errorId,
  invalid,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  errorId?: string;
  invalid?: boolean;
}) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
      onPointerLeave={() => setHover(0)}
    >
      <legend className="label">Your rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="group relative cursor-pointer p-0.5" onPointerEnter={() => setHover(n)}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}, {WORDS[n - 1]}
              </span>
              <span className="block rounded-[2px] peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold">
                <Star filled={n <= shown} />
              </span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-hidden="true">
          {shown ? WORDS[shown - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
    </fieldset>
  );
}
