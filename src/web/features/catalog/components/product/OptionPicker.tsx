import type { ReactNode } from 'react';

/**
 * One option group (metal, purity or size): a fieldset of radio buttons named `name`, single choice, drawn as the
 * shop's chips. Real form controls (docs/decisions/115): the product form posts them without JavaScript, a choice
 * tapped before the app is live is the browser's own (and shows at once: the chip's look follows `:checked` in
 * CSS), and the arrow keys move between the choices of a group natively.
 *
 * The radio lies over its whole chip, transparent, so a tap anywhere on the chip lands on the control itself.
 */
export function OptionPicker<T extends string>({
  label,
  name,
  values,
  chosen,
  onChoose,
  render,
  disabled,
  action,
}: {
  label: string;
  /** The form field's name (domain/product-form.ts). */
  name: string;
  values: readonly T[];
  chosen: T | null;
  onChoose: (value: T) => void;
  render?: (value: T) => ReactNode;
  /** Drawn struck through (still choosable: the add button then says why it cannot add). */
  disabled?: (value: T) => boolean;
  /** A control beside the label (the ring size guide's button). */
  action?: ReactNode;
}) {
  return (
    <div className="relative">
      <fieldset>
        <legend className="mb-2.5 text-sm">
          <span className="font-medium uppercase tracking-[0.12em]">{label}</span>
          {chosen && <span className="text-muted">: {chosen}</span>}
        </legend>
        <div className="flex flex-wrap gap-2">
          {values.map((v) => {
            const off = disabled?.(v) ?? false;
            return (
              <label key={v} className="relative inline-flex">
                <input
                  type="radio"
                  name={name}
                  value={v}
                  checked={chosen === v}
                  onChange={() => onChoose(v)}
                  className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-[2px] opacity-0"
                />
                <span
                  className={`inline-flex min-h-10 min-w-11 items-center justify-center gap-2 rounded-[2px] border px-3.5 py-2 text-sm transition-colors peer-checked:border-charcoal peer-checked:bg-charcoal peer-checked:text-ivory peer-checked:no-underline peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold ${
                    off
                      ? 'border-line text-muted line-through decoration-muted/60'
                      : 'border-line bg-surface peer-hover:border-charcoal'
                  }`}
                >
                  {render ? render(v) : v}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {/* Beside the legend, outside the group: the group's radios stay its choices alone. */}
      {action && <div className="absolute -top-2.5 right-0">{action}</div>}
    </div>
  );
}
