/**
 * The kit's text input, textarea and select. Each takes react-hook-form's `register(...)` props (or a plain
 * value/onChange), a visible label, an optional hint and the error shown under it; the control is aria-invalid
 * and points at its error (or hint) with aria-describedby.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useLook, type Density } from './density';
import { FieldFrame, fieldAria } from './FieldFrame';

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

type Own = 'id' | 'required';

export function TextField({
  label,
  error,
  hint,
  optional,
  required,
  className,
  density,
  ref,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Own> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const look = useLook(density);
  const frame = { id, label, error, hint, optional, required, className, density };
  return (
    <FieldFrame {...frame}>
      <input ref={ref} className={look.input} {...fieldAria(id, error, hint, required)} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  required,
  className,
  density,
  ref,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const look = useLook(density);
  const frame = { id, label, error, hint, optional, required, className, density };
  return (
    <FieldFrame {...frame}>
      <textarea ref={ref} className={look.textarea} {...fieldAria(id, error, hint, required)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  required,
  className,
  density,
  ref,
  options,
  placeholder,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("Select a state"). */
    placeholder?: string;
  }) {
  const id = useId();
  const look = useLook(density);
  const frame = { id, label, error, hint, optional, required, className, density };
  return (
    <FieldFrame {...frame}>
      <select
        ref={ref}
        className={`${look.input} appearance-auto`}
        {...fieldAria(id, error, hint, required)}
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
