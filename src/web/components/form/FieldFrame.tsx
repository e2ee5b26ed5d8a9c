/**
 * A field's frame: the visible label (with "(optional)" or a required asterisk beside it), the hint, and the
 * error under the field — tied to the control by the ids `fieldAria` gives it.
 */
import { useId, type ReactNode } from 'react';
import { useLook, type Density } from './density';

/** What every field of the kit takes besides its control's own props. */
export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** "(optional)" beside the label. */
  optional?: boolean;
  /** An asterisk beside the label and aria-required (not the browser's own check). */
  required?: boolean;
  className?: string;
  density?: Density;
}

export interface FrameProps extends FieldProps {
  id: string;
  children: ReactNode;
}

/** The attributes that tie a control to its frame. */
export function fieldAria(id: string, error?: string, hint?: ReactNode, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/**
 * One field's wiring: its frame's props (an id of its own, the label, hint and error), the aria attributes that
 * tie the control to them, the density's look, and the rest — the control's own props.
 */
export function useField<P extends FieldProps>({
  label,
  error,
  hint,
  optional,
  required,
  className,
  density,
  ...control
}: P) {
  const id = useId();
  const look = useLook(density);
  const frame = { id, label, error, hint, optional, required, className, density };
  return { look, frame, aria: fieldAria(id, error, hint, required), control };
}

function Label({ id, label, optional, required, className }: FrameProps & { className: string }) {
  const text = (
    <label htmlFor={id} className={className}>
      {label}
      {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
    </label>
  );
  if (!required) return text;
  // The asterisk sits beside the label, not in it: the field's name stays its label (aria-required says the rest).
  return (
    <div className="flex items-baseline gap-0.5">
      {text}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
    </div>
  );
}

export function FieldFrame(props: FrameProps) {
  const { id, error, hint, className = '', density, children } = props;
  const look = useLook(density);
  return (
    <div className={className}>
      <Label {...props} className={look.label} />
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={look.announce ? 'alert' : undefined} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}
