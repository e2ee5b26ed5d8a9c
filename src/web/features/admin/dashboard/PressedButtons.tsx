/**
 * A dashboard switch (the sales' period, the top products' ranking): a labelled group of buttons, the chosen one
 * pressed (aria-pressed) and dark. Each switch keeps its own size and frame: the period is the panel's main
 * control, the ranking a quiet one inside it.
 */
export function PressedButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  labelOf,
  className,
  buttonClassName,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  /** The group's frame colour and spacing. */
  className: string;
  /** The buttons' size and weight. */
  buttonClassName: string;
}) {
  return (
    <div role="group" aria-label={label} className={`inline-flex rounded-[2px] border ${className}`}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`${buttonClassName} text-xs uppercase tracking-[0.12em] ${
            value === option ? 'bg-charcoal text-ivory' : 'text-charcoal hover:bg-gold-tint'
          }`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
