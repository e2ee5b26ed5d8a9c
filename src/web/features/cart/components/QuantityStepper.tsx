/**
 * Minus, the quantity, plus (docs/shop/storefront.md §5): minus is disabled at 1, plus at the stock, both while a
 * change is on its way. The buttons name the piece for screen readers; the number is announced when it changes.
 */
import { Minus, Plus } from 'lucide-react';

export function QuantityStepper({
  name,
  quantity,
  canDecrease,
  canIncrease,
  busy,
  onChange,
  size = 'md',
}: {
  name: string;
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  busy: boolean;
  onChange: (quantity: number) => void;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  const button = `grid ${box} place-items-center text-charcoal transition-colors hover:bg-gold-tint disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex items-center rounded-[2px] border border-line bg-surface"
    >
      <button
        type="button"
        className={button}
        aria-label={`Decrease quantity of ${name}`}
        disabled={busy || !canDecrease}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
      <output
        aria-live="polite"
        data-testid="line-quantity"
        className={`min-w-[2.25rem] text-center text-sm font-medium tabular-nums ${busy ? 'opacity-60' : ''}`}
      >
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={`Increase quantity of ${name}`}
        disabled={busy || !canIncrease}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    </div>
  );
}
