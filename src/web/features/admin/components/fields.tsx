/**
 * Labelled fields of the admin forms: a visible label, an optional hint, and the error under the field — its only
 * place — tied to the input with aria-describedby (the form's ErrorSummary announces it and links here). They
 * take react-hook-form's `register(...)` props or plain
 * value/onChange.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ui } from './ui';

interface FrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function FieldFrame({ id, label, error, hint, required, className = '', children }: FrameProps) {
  return (
    <div className={className}>
      {/* The asterisk sits beside the label, not in it: the field's name stays its label (aria-required says the rest). */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {/* Not an alert: the form's error summary announces the problems and links here; the input reads this. */}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

export function TextInput({
  label,
  error,
  hint,
  className,
  ref,
  required,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        ref={ref}
        className={ui.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  error,
  hint,
  className,
  ref,
  required,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        id={id}
        ref={ref}
        className={`${ui.input} min-h-[7rem] resize-y`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export function Select({
  label,
  error,
  hint,
  className,
  ref,
  required,
  options,
  placeholder,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("Select a category"). */
    placeholder?: string;
  }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={id}
        ref={ref}
        className={`${ui.input} appearance-auto`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function Checkbox({
  label,
  hint,
  className = '',
  ref,
  ...input
}: { label: ReactNode; hint?: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-charcoal"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm text-charcoal">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A form-level message (the server's refusal, or the first of the form's problems), announced. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger"
    >
      {message}
    </p>
  );
}
