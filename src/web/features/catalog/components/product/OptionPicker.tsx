import type { ReactNode } from 'react';

/** One option group (metal, purity or size): a labelled row of toggle buttons, single choice. */
export function OptionPicker<T extends string>({
  label,
  values,
  chosen,
  onChoose,
  render,
  disabled,
  action,
}: {
  label: string;
  values: readonly T[];
  chosen: T | null;
  onChoose: (value: T) => void;
  render?: (value: T) => ReactNode;
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
              <button
                key={v}
                type="button"
                aria-pressed={chosen === v}
                onClick={() => onChoose(v)}
                className={`inline-flex min-h-10 min-w-11 items-center justify-center gap-2 rounded-[2px] border px-3.5 py-2 text-sm transition-colors ${
                  chosen === v
                    ? 'border-charcoal bg-charcoal text-ivory'
                    : off
                      ? 'border-line text-muted line-through decoration-muted/60'
                      : 'border-line bg-surface hover:border-charcoal'
                }`}
              >
                {render ? render(v) : v}
              </button>
            );
          })}
        </div>
      </fieldset>
      {/* Beside the legend, outside the group: the group's buttons stay its choices alone. */}
      {action && <div className="absolute -top-2.5 right-0">{action}</div>}
    </div>
  );
}
