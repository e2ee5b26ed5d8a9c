/**
 * The filter drawer's price range: two handles from ₹0 to ₹20,000 (storefront.md §9's default). Real pieces
 * cost more, so the upper handle at its maximum means "no upper limit" and reads ₹20,000+
 * (docs/decisions/010-price-filter-open-top.md). Values are committed when a handle is let go.
 */
import { useEffect, useState } from 'react';
import { formatINRWhole } from '../../../../../domain/money';
import { PRICE_SLIDER } from '../../lib/listing-params';
import './price-range.css';

export function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number;
  /** null: no upper limit. */
  max: number | null;
  onCommit: (min: number, max: number | null) => void;
}) {
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max ?? PRICE_SLIDER.max);
  useEffect(() => {
    setLow(min);
    setHigh(max ?? PRICE_SLIDER.max);
  }, [min, max]);

  const commit = () => onCommit(low, high >= PRICE_SLIDER.max ? null : high);
  const pct = (v: number) => ((v - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100;
  const highLabel = high >= PRICE_SLIDER.max ? `${formatINRWhole(PRICE_SLIDER.max)}+` : formatINRWhole(high);
  const handlers = { onPointerUp: commit, onKeyUp: commit, onTouchEnd: commit };

  return (
    <div>
      <p className="flex items-center justify-between text-sm" aria-live="polite">
        <span>{formatINRWhole(low)}</span>
        <span aria-hidden="true" className="text-muted">
          to
        </span>
        <span>{highLabel}</span>
      </p>
      <div className="price-range relative mt-4 h-6">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-[3px] -translate-y-1/2 rounded bg-line"
        />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-[3px] -translate-y-1/2 rounded bg-charcoal"
          style={{ left: `${pct(low)}%`, right: `${100 - pct(high)}%` }}
        />
        <input
          type="range"
          aria-label="Minimum price"
          aria-valuetext={formatINRWhole(low)}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={low}
          onChange={(e) => setLow(Math.min(Number(e.target.value), high - PRICE_SLIDER.step))}
          {...handlers}
        />
        <input
          type="range"
          aria-label="Maximum price"
          aria-valuetext={highLabel}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={high}
          onChange={(e) => setHigh(Math.max(Number(e.target.value), low + PRICE_SLIDER.step))}
          {...handlers}
        />
      </div>
    </div>
  );
}
