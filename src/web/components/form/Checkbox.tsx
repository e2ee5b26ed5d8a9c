/** A checkbox with its label (and hint) beside it; takes `register(...)` props or checked/onChange. */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export function Checkbox({
  label,
  hint,
  error,
  className = '',
  ref,
  ...input
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-charcoal"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm text-charcoal">
          {label}
        </label>
        {hint && !error && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-[13px] text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
