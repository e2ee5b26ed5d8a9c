import { Minus, Plus } from 'lucide-react';

/** Quantity from 1 to the chosen variant's stock; going past it says so (storefront.md §5). */
export function QuantityPicker({
  value,
  max,
  onChange,
  onLimit,
}: {
  value: number;
  /** The stock; null before a variant is chosen. */
  max: number | null;
  onChange: (value: number) => void;
  onLimit: (max: number) => void;
}) {
  return (
    <div
      className="inline-flex items-center border border-line bg-surface"
      role="group"
      aria-label="Quantity"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
        className="grid h-11 w-11 place-items-center disabled:opacity-40"
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" className="w-10 text-center text-sm tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => {
          if (max !== null && value >= max) onLimit(max);
          else onChange(value + 1);
        }}
        className="grid h-11 w-11 place-items-center"
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
