import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';

/**
 * Quantity from 1 to the chosen variant's stock; going past it says so (docs/shop/storefront.md §5). The number
 * between the buttons is a real field named `name` (docs/decisions/115): the product form posts it without
 * JavaScript, where it can be typed; with the app, the buttons step it and a typed number is kept within 1…stock.
 */
export function QuantityPicker({
  value,
  max,
  onChange,
  onLimit,
  name,
}: {
  value: number;
  /** The stock; null before a variant is chosen. */
  max: number | null;
  onChange: (value: number) => void;
  onLimit: (max: number) => void;
  /** The form field's name. */
  name?: string;
}) {
  // What is being typed (an empty field while a number is replaced); null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const type = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 4);
    setDraft(digits);
    const n = Number(digits);
    if (!digits || n < 1) return;
    if (max !== null && n > max) {
      onLimit(max);
      setDraft(null);
      onChange(Math.max(1, max));
    } else onChange(n);
  };
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
        onClick={() => {
          setDraft(null);
          onChange(Math.max(1, value - 1));
        }}
        className="grid h-11 w-11 place-items-center disabled:opacity-40"
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <input
        type="number"
        name={name}
        aria-label="Quantity"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={draft ?? String(value)}
        onChange={(e) => type(e.target.value)}
        onBlur={() => setDraft(null)}
        className="h-11 w-10 appearance-none border-0 bg-transparent p-0 text-center text-sm tabular-nums [-moz-appearance:textfield] focus:outline-none focus-visible:outline-2 focus-visible:outline-gold [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => {
          setDraft(null);
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
